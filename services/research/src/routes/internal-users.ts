import { Router } from 'express';
import { internalOnly } from '@wonderkin/server-kit';
import type { AppDeps } from '../deps';
import { exportResearchUserData } from '../user-data/export';

/** GET /internal/users/:userId/export: the accounts service gathers a user's data export from every service. */
export function internalUserRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/internal/users/:userId/export', internalOnly(deps.config.INTERNAL_TOKEN), async (req, res) => {
    res.json(await exportResearchUserData(deps.repos, String(req.params.userId)));
  });
  return router;
}
