import { Router } from 'express';
import { z } from 'zod';
import { CARE_ACTIONS, CHILD_NEEDS, MESSAGES } from '@wonderkin/shared';
import { HttpError, internalOnly, parseOr400 } from '@wonderkin/server-kit';
import { childAccessOf, requireChildAccess, type AccessDeps } from './access';
import { isLive, type CircleRepository } from './store';

const AccessQuerySchema = z.object({
  userId: z.string().min(1).max(100),
  need: z.enum(CHILD_NEEDS),
  /** Logged for someone in the circle when the access is granted (viewing is the action). */
  log: z.enum(CARE_ACTIONS).optional(),
});

const ActivityBodySchema = z.strictObject({
  userId: z.string().min(1).max(100),
  childId: z.string().min(1).max(60),
  action: z.enum(CARE_ACTIONS),
  detail: z.string().max(200).optional(),
});

/**
 * Service-to-service, the circle's access module for every service (server-kit's child-access client calls it):
 * - GET /internal/access/children/:childId?userId&need[&log] → the ChildAccess, or 404 / 403 with the words to show;
 * - POST /internal/access/activity { userId, childId, action, detail } records what someone in the circle did after it
 *   succeeded (the parent's own actions are not logged: the log is of the people they let in);
 * - GET /internal/circle/children/:childId/assignment-watchers: the invitees who asked to be emailed about new work.
 */
export function circleInternalRoutes(deps: AccessDeps & { circle: CircleRepository; internalToken: string | undefined; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  router.use('/internal/access', internalOnly(deps.internalToken));
  router.use('/internal/circle', internalOnly(deps.internalToken));

  router.get('/internal/access/children/:childId', async (req, res) => {
    const query = parseOr400(AccessQuerySchema, req.query);
    const at = now();
    const access = await requireChildAccess(deps, query.userId, req.params.childId, query.need, at);
    if (query.log && access.grantId) {
      await deps.circle.record({ familyUserId: access.familyUserId, grantId: access.grantId, childId: access.childId, action: query.log, at: at.toISOString() });
    }
    res.json(access);
  });

  router.post('/internal/access/activity', async (req, res) => {
    const entry = parseOr400(ActivityBodySchema, req.body ?? {});
    const at = now();
    const access = await childAccessOf(deps, entry.userId, entry.childId, at);
    if (!access) throw new HttpError(404, MESSAGES.childNotFound);
    if (access.grantId) {
      await deps.circle.record({
        familyUserId: access.familyUserId, grantId: access.grantId, childId: access.childId, action: entry.action,
        ...(entry.detail ? { detail: entry.detail } : {}), at: at.toISOString(),
      });
    }
    res.json({ recorded: Boolean(access.grantId) });
  });

  router.get('/internal/circle/children/:childId/assignment-watchers', async (req, res) => {
    const found = await deps.children.findWithFamily(req.params.childId);
    if (!found) throw new HttpError(404, MESSAGES.childNotFound);
    const at = now();
    const grants = (await deps.circle.grants.find({ familyUserId: found.familyUserId }))
      .filter((grant) => grant.notifyAssignments && isLive(grant, at) && grant.childIds.includes(req.params.childId));
    res.json({ watchers: grants.map((grant) => ({ userId: grant.inviteeUserId, email: grant.email, name: grant.name })) });
  });

  return router;
}
