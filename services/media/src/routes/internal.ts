import { Router, type RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER } from '@wonderkin/shared/server';
import { isCreationId } from '../paths';
import type { CreationRepository } from '../store/creations';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Internal calls need the shared token when one is configured, else they are open on loopback only. */
export function internalOnly(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    const allowed = token ? req.header(INTERNAL_TOKEN_HEADER) === token : LOOPBACK.has(req.socket.remoteAddress ?? '');
    if (allowed) next();
    else res.status(403).json({ error: 'Forbidden.' });
  };
}

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
