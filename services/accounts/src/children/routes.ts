import { Router, type Request } from 'express';
import { ChildInputSchema, ChildPatchSchema, MAX_CHILDREN_PER_FAMILY, MESSAGES, type SharedChildProfile } from '@wonderkin/shared';
import { HttpError, internalOnly, parseOr400, signedInUserId, type EventPublisher, type Logger } from '@wonderkin/server-kit';
import type { ChildRepository } from './store';
import { childAccessOf } from '../circle/access';
import type { CircleRepository } from '../circle/store';
import type { ClassRepository } from '../classes/store';
import { unlinkFamily } from '../classes/departures';

const CHILD_ID = /^child_[a-f0-9]{32}$/;

/**
 * A signed-in parent's child profiles (issue 11): list, add, change, remove. The family is the session's user;
 * another family's child answers 404 exactly like a child that does not exist (nothing tells them it is there).
 * Other services read a profile through the internal route, always naming the user who asks.
 */
export interface ChildRouteDeps {
  children: ChildRepository;
  /** The circle of care: someone the family let in reads the child's first name and age range; a removed child leaves it. */
  circle: Pick<CircleRepository, 'liveFor' | 'forgetChild'>;
  /** Classes the parent linked the child to (issue 22 §2): a removed child leaves them. */
  classes?: Pick<ClassRepository, 'students'>;
  internalToken: string | undefined;
  /** Where child.deleted goes (the learning service removes the child's records); without it, removing answers 503. */
  events: Pick<EventPublisher, 'publish'> | undefined;
  logger: Logger;
  now?: () => Date;
}

export function childRoutes(deps: ChildRouteDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const childIdOf = (req: Request) => {
    const childId = String(req.params.childId);
    if (!CHILD_ID.test(childId)) throw new HttpError(404, MESSAGES.childNotFound);
    return childId;
  };
  const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});

  router.get('/api/children', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ children: await deps.children.listByUser(signedInUserId(req)) });
  });

  router.post('/api/children', async (req, res) => {
    const userId = signedInUserId(req);
    const input = parseOr400(ChildInputSchema, bodyOf(req));
    if ((await deps.children.countByUser(userId)) >= MAX_CHILDREN_PER_FAMILY) throw new HttpError(409, MESSAGES.tooManyChildren);
    res.status(201).json(await deps.children.create(userId, input, now()));
  });

  /** The family reads the whole profile; someone in its circle only the first name, age range and their own access. */
  router.get('/api/children/:childId', async (req, res) => {
    const userId = signedInUserId(req);
    const childId = childIdOf(req);
    res.setHeader('Cache-Control', 'private, no-store');
    const child = await deps.children.getOwned(userId, childId);
    if (child) return void res.json(child);
    const access = await childAccessOf(deps, userId, childId, now());
    if (!access || access.role === 'parent' || !access.relation) throw new HttpError(404, MESSAGES.childNotFound);
    res.json({
      childId, ageRange: access.ageRange, ...(access.firstName ? { firstName: access.firstName } : {}),
      access: { role: access.role, relation: access.relation },
    } satisfies SharedChildProfile);
  });

  router.patch('/api/children/:childId', async (req, res) => {
    const userId = signedInUserId(req);
    const childId = childIdOf(req);
    const patch = parseOr400(ChildPatchSchema, bodyOf(req));
    const child = await deps.children.update(userId, childId, patch, now());
    if (!child) throw new HttpError(404, MESSAGES.childNotFound);
    res.json(child);
  });

  router.delete('/api/children/:childId', async (req, res) => {
    const userId = signedInUserId(req);
    const childId = childIdOf(req);
    if (!(await deps.children.getOwned(userId, childId))) throw new HttpError(404, MESSAGES.childNotFound);
    // The event is in Redis before the profile goes: the child's records are removed everywhere even if this
    // process stops right after; if it cannot be published, nothing changes and the parent may try again.
    try {
      if (!deps.events) throw new Error('no event publisher');
      await deps.events.publish('child.deleted', { userId, childId, requestedAt: now().toISOString() }, { id: `child-deleted-${childId}`, to: ['learning', 'feedback'] });
      // The child leaves its classes (their class work goes too) before the profile.
      if (deps.classes) await unlinkFamily({ classes: deps.classes, events: deps.events }, { linkedChildId: childId });
    } catch (error) {
      deps.logger.error({ err: (error as Error).message, requestId: res.locals.requestId }, 'could not publish child.deleted');
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    await deps.children.remove(userId, childId);
    await deps.circle.forgetChild(userId, childId, now());
    res.status(204).end();
  });

  // Service-to-service: a profile for the user who asks about it (research fits a lesson to it).
  router.use('/internal/children', internalOnly(deps.internalToken));
  router.get('/internal/children/:childId', async (req, res) => {
    const userId = typeof req.query.userId === 'string' ? req.query.userId : '';
    const child = userId ? await deps.children.getOwned(userId, childIdOf(req)) : null;
    if (!child) throw new HttpError(404, MESSAGES.childNotFound);
    res.json(child);
  });

  return router;
}
