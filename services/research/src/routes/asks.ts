import { Router } from 'express';
import { anonymousIdCookieName, EXAMPLE_ASKS, MESSAGES, type GetAsksAnswer } from '@wonderkin/shared';
import { HttpError, readCookie, sessionUserId } from '@wonderkin/server-kit';
import type { AppDeps } from '../deps';
import { researchIdFrom } from '../domain/ids';
import { checkClaimedUserId } from './visitor';

export function askRoutes(deps: AppDeps): Router {
  const { repos, config } = deps;
  const router = Router();

  // Previous asks of the signed-in user (completed, newest first), else the example questions. A userId in the query
  // (spec §7) is ignored: private family questions are shown to the session's own account only.
  router.get('/api/get-asks', async (req, res) => {
    if (Array.isArray(req.query.userId)) throw new HttpError(400, MESSAGES.fieldRepeated);
    checkClaimedUserId(req.query.userId);
    const userId = sessionUserId(req);
    const asks = userId ? await repos.asks.listCompleted(userId) : [];
    const answer: GetAsksAnswer = asks.length
      ? { type: 'previous', data: asks.map((ask) => ({ slug: ask.slug, question: ask.question })) }
      : { type: 'examples', data: { kids: [...EXAMPLE_ASKS.kids], parents: [...EXAMPLE_ASKS.parents] } };
    res.setHeader('cache-control', 'private, no-store');
    res.json(answer);
  });

  // Moves an anonymous ask to the account this browser just signed in to (the session's user; the body's userId of
  // spec §7 is ignored). Only the browser that asked it (same anonymous-id cookie) may claim it: the lesson id is in
  // every share link, so knowing it must not be enough.
  router.post('/api/update-ask-user', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.hashId !== 'string' || !body.hashId.trim()) throw new HttpError(400, MESSAGES.askUpdateFields);
    checkClaimedUserId(body.userId);
    const userId = sessionUserId(req);
    if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
    const id = researchIdFrom(body.hashId);
    const ask = id ? await repos.asks.get(id) : null;
    if (!ask) throw new HttpError(404, MESSAGES.askNotFound);
    if (ask.userId === userId) {
      res.json({ ok: true });
      return;
    }
    const anonId = readCookie(req, anonymousIdCookieName(config.PRODUCT_NAME));
    if (ask.userId !== null || ask.anonId === null || ask.anonId !== anonId) throw new HttpError(403, MESSAGES.askOwnedByOther);
    await repos.asks.assignUser(ask.id, userId);
    res.json({ ok: true });
  });

  return router;
}
