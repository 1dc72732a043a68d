import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { internalOnly } from '@wonderkin/server-kit';
import { isCreationId } from '../paths';
import type { CreationRepository } from '../store/creations';

/** GET /internal/creations/:id → whether a creation exists (the feedback service checks QR-code feedback with it). */
export function internalRoutes(repo: CreationRepository, token: string | undefined): Router {
  const router = Router();
  router.get('/internal/creations/:id', internalOnly(token), async (req, res) => {
    const id = String(req.params.id);
    const record = isCreationId(id) ? await repo.get(id) : null;
    if (!record) {
      res.status(404).json({ error: MESSAGES.creationNotFound });
      return;
    }
    res.json({ id: record.id, exists: true });
  });
  return router;
}
