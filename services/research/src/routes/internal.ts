import { Router } from 'express';
import { GENERAL_MODULE, MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { researchIdFrom } from '../domain/ids';
import { questionsForInterests } from '../content/suggestions';

/** ?userId=…&from=ISO&to=ISO of GET /internal/children/:childId/lessons. */
const ChildLessonsQuerySchema = z.object({
  userId: z.string().min(1).max(200),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

export function internalRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use('/internal', internalOnly(deps.config.INTERNAL_TOKEN));
  // For the feedback service: does this research (lesson or ask) exist?
  router.get('/internal/research/:id', async (req, res) => {
    const id = researchIdFrom(req.params.id);
    const exists = id ? Boolean((await deps.repos.lessons.get(id)) ?? (await deps.repos.asks.get(id))) : false;
    if (!exists || !id) throw new HttpError(404, MESSAGES.researchNotFound);
    res.json({ id, exists: true });
  });
  // For the feedback service: who owns this lesson (the account that asked it, else the browser that asked it).
  // Only the owner may read or change its feedback.
  router.get('/internal/asks/:hashId/owner', async (req, res) => {
    const id = researchIdFrom(req.params.hashId);
    const ask = id ? await deps.repos.asks.get(id) : null;
    if (!ask) throw new HttpError(404, MESSAGES.researchNotFound);
    res.json({ userId: ask.userId, anonId: ask.userId ? null : ask.anonId });
  });
  // For the learning service: a lesson's quiz (with the right options) and glossary, to judge a child's answer on the
  // server and make review cards. Any stored lesson: a child may answer a lesson opened from a shared link.
  router.get('/internal/lessons/:id', async (req, res) => {
    const id = researchIdFrom(req.params.id);
    const lesson = id ? await deps.repos.lessons.get(id) : null;
    if (!lesson) throw new HttpError(404, MESSAGES.researchNotFound);
    res.json({
      id: lesson.id,
      title: lesson.pageTitle,
      question: lesson.originalQuestion,
      ageRange: lesson.ageRange,
      mode: lesson.mode,
      module: lesson.module ?? GENERAL_MODULE,
      quiz: lesson.quiz,
      glossary: lesson.glossary,
      relatedQueries: lesson.relatedQueries,
    });
  });
  // For the learning service: the lessons made for a child of this family from `from` to `to` (the weekly report
  // counts them as explored, quiz answered or not). Completed asks only, not free ones (the exploration page or an
  // urgent safety answer). The ask's id is the lesson's id, the hashId of the child's quiz answers. Another family's
  // child (the userId is checked too) gives no lessons.
  router.get('/internal/children/:childId/lessons', async (req, res) => {
    if (['userId', 'from', 'to'].some((field) => Array.isArray(req.query[field]))) throw new HttpError(400, MESSAGES.fieldRepeated);
    const query = ChildLessonsQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, MESSAGES.invalidRequest);
    const range = { from: new Date(query.data.from), to: new Date(query.data.to) };
    const asks = await deps.repos.asks.listChildLessons(query.data.userId, req.params.childId, range);
    res.json({ lessons: asks.map((ask) => ({ id: ask.id, createdAt: ask.createdAt })) });
  });
  // For the learning service: library questions about a child's interests (the weekly report's next questions).
  router.get('/internal/suggestions', (req, res) => {
    const interests = typeof req.query.interests === 'string' ? req.query.interests.split(',').map((i) => i.trim()).filter(Boolean).slice(0, 8) : [];
    const limit = Math.min(10, Math.max(1, Number.parseInt(String(req.query.limit ?? '3'), 10) || 3));
    res.json({ questions: questionsForInterests(interests, limit) });
  });
  return router;
}
