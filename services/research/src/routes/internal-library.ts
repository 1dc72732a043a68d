import { Router } from 'express';
import { LibraryTopicQuerySchema, MESSAGES, type LibraryTopicAnswer } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import { entryForTopic, topicDigest } from '../content/topic-entry';

/**
 * For the media service: the library's checked entry on a creation's topic, as its age band reads it (issue 19:
 * "offline, from the library's entry on that topic"). Read-only; `{ entry: null }` when the library has none yet.
 */
export function internalLibraryRoutes(token: string | undefined): Router {
  const router = Router();
  router.get('/internal/library/topic', internalOnly(token), (req, res) => {
    if (Array.isArray(req.query.topic) || Array.isArray(req.query.ageBand)) throw new HttpError(400, MESSAGES.fieldRepeated);
    const query = LibraryTopicQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'Give a topic (at most 200 characters) and an age band (3-5, 6-8 or 9-10).');
    const entry = entryForTopic(query.data.topic);
    const answer: LibraryTopicAnswer = { entry: entry ? topicDigest(entry, query.data.ageBand) : null };
    res.json(answer);
  });
  return router;
}
