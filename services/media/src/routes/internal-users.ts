import { Router } from 'express';
import type { CreationRecord } from '@wonderkin/shared';
import { internalOnly } from '@wonderkin/server-kit';
import { exportMediaUserData } from '../user-data/export';

/** GET /internal/users/:userId/export: the accounts service gathers a user's data export from every service. */
export function internalUserRoutes(options: {
  repo: { listByUser(userId: string): Promise<CreationRecord[]> };
  publicUrl: string;
  token: string | undefined;
}): Router {
  const router = Router();
  router.get('/internal/users/:userId/export', internalOnly(options.token), async (req, res) => {
    res.json(await exportMediaUserData(options.repo, String(req.params.userId), options.publicUrl));
  });
  return router;
}
