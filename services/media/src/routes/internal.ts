import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { internalOnly } from '@wonderkin/server-kit';
import { isCreationId } from '../paths';
import type { CreationRepository } from '../store/creations';

/** GET /internal/creations/:id → whether a creation exists, and whose it is (the feedback service's QR-code feedback). */
export function internalRoutes(repo: CreationRepository, token: string | undefined): Router {
  const router = Router();
  router.get('/internal/creations/:id', internalOnly(token), async (req, res) => {
    const id = String(req.params.id);
    const record = isCreationId(id) ? await repo.get(id) : null;
    if (!record) {
      res.status(404).json({ error: MESSAGES.creationNotFound });
      return;
    }
    // The family and child it was made for: the feedback service files a photo or voice note from its printed QR code
    // under that child's record, for the people of the child's circle only.
    res.json({ id: record.id, exists: true, familyUserId: record.userId, childId: record.forChild?.childId ?? null });
  });
  return router;
}
