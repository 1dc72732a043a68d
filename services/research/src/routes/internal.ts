import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import type { AppDeps } from '../deps';
import { researchIdFrom } from '../domain/ids';

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
  return router;
}
