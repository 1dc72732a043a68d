import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly } from '@wonderkin/server-kit';
import { childModuleLevel } from '../domain/child-progress';
import type { LearningRecords } from '../store/records';

/**
 * Service-to-service: the research service asks at which level to write a child's next lesson in a module. The
 * caller has already checked that the child belongs to the asking family (accounts); nothing personal is answered.
 */
export function internalRoutes(records: LearningRecords, internalToken: string | undefined): Router {
  const router = Router();
  router.use('/internal', internalOnly(internalToken));
  router.get('/internal/children/:childId/level', async (req, res) => {
    const module = typeof req.query.module === 'string' ? req.query.module.slice(0, 60) : '';
    if (!module) throw new HttpError(400, MESSAGES.levelOverrideInvalid);
    res.json(await childModuleLevel(records, req.params.childId, module));
  });
  return router;
}
