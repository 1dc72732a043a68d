import { Router, type Request } from 'express';
import {
  CARE_INVITE_TTL_DAYS, CareGrantPatchSchema, CareInviteRequestSchema, CareInviteTokenSchema, CareNotifyRequestSchema, MAX_CARE_GRANTS_PER_FAMILY, MAX_CARE_INVITES_PER_DAY,
  MESSAGES, type CareActivity, type CareGrant, type CareInvitePreview, type SharedChild,
} from '@wonderkin/shared';
import {
  HttpError, MAIL_JOB_OPTIONS, MAIL_JOBS, mailKey, parseOr400, randomId, sessionUserId, signedInUserId, signInSession, type Logger, type RecipientCaps,
} from '@wonderkin/server-kit';
import type { Redis } from 'ioredis';
import type { ChildRepository } from '../children/store';
import type { MailQueue } from '../mail/queue';
import type { UserRepository } from '../store/users';
import { proveEmail, type ProveEmailDeps } from '../domain/prove-email';
import { careLabel } from './access';
import { careInviteNotice, inviteUrl } from './invite-mail';
import { hashInviteToken, isLive, statusOf, type CircleRepository, type GrantDoc } from './store';

export interface CircleRouteDeps {
  circle: CircleRepository;
  children: Pick<ChildRepository, 'listByUser' | 'findWithFamily'>;
  users: UserRepository;
  mailQueue: Pick<MailQueue, 'add'> | undefined;
  signIn: ProveEmailDeps;
  /** Per-address daily email caps (shared with every email the product sends to an address someone typed). */
  caps: RecipientCaps;
  /** Counts each family's invitations of the day (MAX_CARE_INVITES_PER_DAY). */
  redis: Pick<Redis, 'multi'>;
  config: { PUBLIC_URL: string; PRODUCT_NAME: string; QUEUE_PREFIX: string };
  logger: Logger;
  now?: () => Date;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
const DAY_MS = 24 * 3600 * 1000;

/**
 * The circle of care (issue 22 §1). The parent (the session's user) invites someone by email for some of their children
 * with a role and an optional end date, sees everyone with access and what they did, changes a role or revokes at once.
 * The invitee opens the emailed link, sees what the invitation gives, and accepts (which signs them in as that address);
 * they see only the children shared with them (GET /api/circle/shared) and may step out. Who may do what with a child
 * is decided per request by access.ts, never here.
 */
export function circleRoutes(deps: CircleRouteDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const noStore = (res: { setHeader(name: string, value: string): void }) => res.setHeader('Cache-Control', 'private, no-store');

  /** The first names of a family's children, by id (a child removed since is left out). */
  async function namesOf(familyUserId: string): Promise<Map<string, string | undefined>> {
    return new Map((await deps.children.listByUser(familyUserId)).map((child) => [child.childId, child.firstName]));
  }

  function toGrant(doc: GrantDoc, names: Map<string, string | undefined>, at: Date): CareGrant {
    return {
      grantId: doc.id, name: doc.name, email: doc.email, relation: doc.relation, role: doc.role, status: statusOf(doc, at),
      children: doc.childIds.filter((id) => names.has(id)).map((childId) => ({ childId, ...(names.get(childId) ? { firstName: names.get(childId) } : {}) })),
      invitedAt: doc.invitedAt,
      ...(doc.acceptedAt ? { acceptedAt: doc.acceptedAt } : {}),
      ...(doc.endsOn ? { endsOn: doc.endsOn } : {}),
      ...(doc.endedAt ? { endedAt: doc.endedAt } : {}),
    };
  }

  /** Every id must be one of the family's children; an unknown or another family's id is 404, as everywhere. */
  async function ownChildren(familyUserId: string, childIds: string[]): Promise<Map<string, string | undefined>> {
    const names = await namesOf(familyUserId);
    if (childIds.some((id) => !names.has(id))) throw new HttpError(404, MESSAGES.childNotFound);
    return names;
  }

  const endsInFuture = (endsOn: string | undefined | null, at: Date) => {
    if (endsOn && endsOn < at.toISOString().slice(0, 10)) throw new HttpError(400, MESSAGES.careEndDateInvalid);
  };

  const familyGrantOr404 = async (familyUserId: string, grantId: string) => {
    const grant = await deps.circle.familyGrant(familyUserId, grantId);
    if (!grant) throw new HttpError(404, MESSAGES.careGrantNotFound);
    return grant;
  };

  /** Counts one invitation of the family today; false past MAX_CARE_INVITES_PER_DAY. */
  async function invitesLeftToday(familyUserId: string, at: Date): Promise<boolean> {
    const key = `${deps.config.QUEUE_PREFIX}:care-invites:${at.toISOString().slice(0, 10)}:${familyUserId}`;
    const results = await deps.redis.multi().incr(key).expire(key, 2 * 24 * 3600).exec();
    const [error, count] = results?.[0] ?? [new Error('no answer from Redis'), 0];
    if (error) throw error;
    return Number(count) <= MAX_CARE_INVITES_PER_DAY;
  }

  // ---- the parent's side ----

  router.get('/api/circle', async (req, res) => {
    const familyUserId = signedInUserId(req);
    const at = now();
    const [docs, names] = await Promise.all([
      deps.circle.grants.find({ familyUserId }, { sort: { field: 'invitedAt', direction: 'desc' } }), namesOf(familyUserId),
    ]);
    noStore(res);
    res.json({ grants: docs.map((doc) => toGrant(doc, names, at)) });
  });

  router.post('/api/circle/invites', async (req, res) => {
    const familyUserId = signedInUserId(req);
    const input = parseOr400(CareInviteRequestSchema, bodyOf(req));
    const at = now();
    endsInFuture(input.endsOn, at);
    if (!deps.mailQueue) throw new HttpError(503, MESSAGES.serviceUnavailable);
    const names = await ownChildren(familyUserId, input.childIds);
    const family = await deps.users.findById(familyUserId);
    if (family?.email === input.email) throw new HttpError(400, MESSAGES.careSelfInvite);
    const open = (await deps.circle.grants.find({ familyUserId })).filter((grant) => grant.state === 'invited' || isLive(grant, at));
    if (open.some((grant) => grant.email === input.email)) throw new HttpError(409, MESSAGES.careAlreadyInvited);
    if (open.length >= MAX_CARE_GRANTS_PER_FAMILY) throw new HttpError(409, MESSAGES.careTooMany);
    // Each invitation is an email to an address someone typed: a family sends a few a day, an address gets a few a day.
    if (!(await invitesLeftToday(familyUserId, at))) throw new HttpError(429, MESSAGES.careInvitesToday);
    if (!(await deps.caps.take('email', input.email, at))) throw new HttpError(429, MESSAGES.careInviteAddressToday);

    const token = randomId(24);
    const grant = await deps.circle.invite({
      familyUserId, email: input.email, name: input.name, relation: input.relation, role: input.role, childIds: input.childIds,
      ...(input.endsOn ? { endsOn: input.endsOn } : {}),
      inviteTokenHash: hashInviteToken(token), inviteExpiresAt: new Date(at.getTime() + CARE_INVITE_TTL_DAYS * DAY_MS).toISOString(),
      invitedAt: at.toISOString(),
    });
    const notice = careInviteNotice({
      productName: deps.config.PRODUCT_NAME, to: input.email, name: input.name, role: input.role, ttlDays: CARE_INVITE_TTL_DAYS,
      childNames: input.childIds.map((id) => names.get(id) ?? 'a child'), ...(input.endsOn ? { endsOn: input.endsOn } : {}),
      url: inviteUrl(deps.config.PUBLIC_URL, token),
    });
    try {
      // The link is in the job's data: the job goes once sent (the mail log keeps its key, so it is sent once).
      await deps.mailQueue.add(MAIL_JOBS.notice, notice, {
        ...MAIL_JOB_OPTIONS, jobId: mailKey('care-invite', grant.id, 'email'), removeOnComplete: true, removeOnFail: { age: 24 * 3600 },
      });
    } catch (error) {
      // No invitation is kept that was never sent.
      deps.logger.error({ err: error }, 'could not queue a circle invitation');
      await deps.circle.grants.delete(grant.id);
      throw new HttpError(503, MESSAGES.serviceUnavailable);
    }
    res.status(201).json(toGrant(grant, names, at));
  });

  router.patch('/api/circle/grants/:grantId', async (req, res) => {
    const familyUserId = signedInUserId(req);
    const patch = parseOr400(CareGrantPatchSchema, bodyOf(req));
    const at = now();
    endsInFuture(patch.endsOn, at);
    const grant = await familyGrantOr404(familyUserId, req.params.grantId);
    if (grant.state === 'revoked' || grant.state === 'left') throw new HttpError(404, MESSAGES.careGrantNotFound);
    const names = await ownChildren(familyUserId, patch.childIds ?? []);
    const { endsOn: _endsOn, ...rest } = grant;
    const endsOn = patch.endsOn === undefined ? grant.endsOn : patch.endsOn ?? undefined;
    const next: GrantDoc = {
      ...rest, role: patch.role ?? grant.role, childIds: patch.childIds ?? grant.childIds, ...(endsOn ? { endsOn } : {}), updatedAt: at.toISOString(),
    };
    await deps.circle.grants.upsert(next);
    res.json(toGrant(next, names, at));
  });

  /** Revoke: the grant ends now (its next request is a 404); it stays in the list as revoked, with its activity. */
  router.delete('/api/circle/grants/:grantId', async (req, res) => {
    const familyUserId = signedInUserId(req);
    const at = now();
    const grant = await familyGrantOr404(familyUserId, req.params.grantId);
    const { inviteTokenHash: _hash, inviteExpiresAt: _expires, ...rest } = grant;
    const next: GrantDoc = grant.state === 'revoked' || grant.state === 'left' ? grant : { ...rest, state: 'revoked', endedAt: at.toISOString(), updatedAt: at.toISOString() };
    await deps.circle.grants.upsert(next);
    res.json(toGrant(next, await namesOf(familyUserId), at));
  });

  /** What the people in the circle did, newest first (?grantId= for one person). */
  router.get('/api/circle/activity', async (req, res) => {
    const familyUserId = signedInUserId(req);
    const grantId = typeof req.query.grantId === 'string' ? req.query.grantId : undefined;
    if (grantId) await familyGrantOr404(familyUserId, grantId);
    const [entries, grants, names] = await Promise.all([
      deps.circle.activity.find(grantId ? { familyUserId, grantId } : { familyUserId }, { sort: { field: 'at', direction: 'desc' }, limit: 200 }),
      deps.circle.grants.find({ familyUserId }),
      namesOf(familyUserId),
    ]);
    const byId = new Map(grants.map((grant) => [grant.id, grant]));
    const activity: CareActivity[] = entries.flatMap((entry) => {
      const grant = byId.get(entry.grantId);
      if (!grant) return [];
      const childName = entry.childId ? names.get(entry.childId) : undefined;
      return [{
        at: entry.at, grantId: entry.grantId, who: careLabel(grant), action: entry.action,
        ...(entry.childId ? { childId: entry.childId } : {}), ...(childName ? { childName } : {}), ...(entry.detail ? { detail: entry.detail } : {}),
      }];
    });
    noStore(res);
    res.json({ activity });
  });

  // ---- the invitee's side ----

  router.post('/api/circle/invite-preview', async (req, res) => {
    const { token } = parseOr400(CareInviteTokenSchema, bodyOf(req));
    const at = now();
    const grant = await deps.circle.byInviteToken(token, at);
    if (!grant) throw new HttpError(400, MESSAGES.careInviteInvalid);
    const names = await namesOf(grant.familyUserId);
    const current = sessionUserId(req);
    const currentUser = current ? await deps.users.findById(current) : null;
    noStore(res);
    res.json({
      email: grant.email, name: grant.name, relation: grant.relation, role: grant.role,
      childNames: grant.childIds.filter((id) => names.has(id)).map((id) => names.get(id) ?? 'a child'),
      ...(grant.endsOn ? { endsOn: grant.endsOn } : {}),
      signedInAsOther: Boolean(currentUser && currentUser.email !== grant.email),
    } satisfies CareInvitePreview);
  });

  /**
   * Accepting spends the link. The link was emailed to the address, so it proves it (as a sign-in link does): a browser
   * that is signed out is signed in as that address; one signed in as another account is refused and nothing changes.
   */
  router.post('/api/circle/accept', async (req, res) => {
    const { token } = parseOr400(CareInviteTokenSchema, bodyOf(req));
    const at = now();
    const grant = await deps.circle.byInviteToken(token, at);
    if (!grant) throw new HttpError(400, MESSAGES.careInviteInvalid);
    const current = sessionUserId(req);
    const currentUser = current ? await deps.users.findById(current) : null;
    if (currentUser && currentUser.email !== grant.email) throw new HttpError(409, MESSAGES.careInviteOtherAccount);
    if (currentUser?.userId === grant.familyUserId) throw new HttpError(400, MESSAGES.careSelfInvite);
    const { user } = currentUser ? { user: currentUser } : await proveEmail(deps.signIn, req, grant.email, at);
    const { inviteTokenHash: _hash, inviteExpiresAt: _expires, ...rest } = grant;
    const accepted: GrantDoc = { ...rest, state: 'active', inviteeUserId: user.userId, acceptedAt: at.toISOString(), updatedAt: at.toISOString() };
    // The link's hash leaves the stored grant: it cannot be used again.
    await deps.circle.grants.upsert(accepted);
    await deps.circle.record({ familyUserId: grant.familyUserId, grantId: grant.id, action: 'accepted', at: at.toISOString() });
    if (!currentUser) await signInSession(req, user.userId);
    res.json({ children: await sharedWith(user.userId, at) });
  });

  async function sharedWith(userId: string, at: Date): Promise<SharedChild[]> {
    const grants = await deps.circle.liveFor(userId, at);
    const shared: SharedChild[] = [];
    for (const grant of grants) {
      for (const childId of grant.childIds) {
        const found = await deps.children.findWithFamily(childId);
        if (!found || found.familyUserId !== grant.familyUserId) continue;
        shared.push({
          childId, ageRange: found.child.ageRange, ...(found.child.firstName ? { firstName: found.child.firstName } : {}),
          grantId: grant.id, role: grant.role, relation: grant.relation, since: grant.acceptedAt ?? grant.invitedAt,
          ...(grant.endsOn ? { endsOn: grant.endsOn } : {}), notifyAssignments: grant.notifyAssignments,
        });
      }
    }
    return shared;
  }

  router.get('/api/circle/shared', async (req, res) => {
    const userId = signedInUserId(req);
    noStore(res);
    res.json({ children: await sharedWith(userId, now()) });
  });

  /** The invitee's own grant that lets them in now, or 404. */
  async function ownLiveGrant(req: Request): Promise<GrantDoc> {
    const userId = signedInUserId(req);
    const grant = (await deps.circle.liveFor(userId, now())).find((each) => each.id === req.params.grantId);
    if (!grant) throw new HttpError(404, MESSAGES.careGrantNotFound);
    return grant;
  }

  router.put('/api/circle/shared/:grantId/notify', async (req, res) => {
    const { notifyAssignments } = parseOr400(CareNotifyRequestSchema, bodyOf(req));
    const grant = await ownLiveGrant(req);
    await deps.circle.grants.update(grant.id, { notifyAssignments, updatedAt: now().toISOString() });
    res.json({ notifyAssignments });
  });

  /** The invitee steps out of a family's circle (the parent sees "left"). */
  router.delete('/api/circle/shared/:grantId', async (req, res) => {
    const grant = await ownLiveGrant(req);
    const at = now().toISOString();
    await deps.circle.grants.update(grant.id, { state: 'left', endedAt: at, updatedAt: at });
    await deps.circle.record({ familyUserId: grant.familyUserId, grantId: grant.id, action: 'left', at });
    res.status(204).end();
  });

  return router;
}
