import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CARE_ACTIONS, CARE_RELATIONS, CARE_ROLES, type CareGrantStatus } from '@wonderkin/shared';
import { randomId, type Store } from '@wonderkin/server-kit';

// The circle of care's own data (issue 22): who a family let in (a grant per person, with its children, role and end
// date) and what each of them did (the activity log the parent reads). A grant is kept after it ends, so the parent
// still sees who had access and what they did; the family's deletion removes all of it.

const GrantDocSchema = z.object({
  id: z.string(),
  familyUserId: z.string(),
  /** The address the parent typed: the invitation goes there and only that account can accept it. */
  email: z.string(),
  name: z.string(),
  relation: z.enum(CARE_RELATIONS),
  role: z.enum(CARE_ROLES),
  childIds: z.array(z.string()),
  endsOn: z.string().optional(),
  state: z.enum(['invited', 'active', 'revoked', 'left']),
  /** sha256 of the emailed link's token, until it is used (or the grant ends). */
  inviteTokenHash: z.string().optional(),
  inviteExpiresAt: z.string().optional(),
  inviteeUserId: z.string().optional(),
  notifyAssignments: z.boolean(),
  invitedAt: z.string(),
  acceptedAt: z.string().optional(),
  endedAt: z.string().optional(),
  updatedAt: z.string(),
});
export type GrantDoc = z.infer<typeof GrantDocSchema>;

const ActivityDocSchema = z.object({
  id: z.string(),
  familyUserId: z.string(),
  grantId: z.string(),
  childId: z.string().optional(),
  action: z.enum(CARE_ACTIONS),
  detail: z.string().optional(),
  at: z.string(),
});
export type ActivityDoc = z.infer<typeof ActivityDocSchema>;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The last calendar day a grant works is its endsOn (UTC): from the next day on it has expired. */
export const hasExpired = (grant: Pick<GrantDoc, 'endsOn'>, now: Date) => Boolean(grant.endsOn && now.toISOString().slice(0, 10) > grant.endsOn);

/** What the parent sees: invited, active, revoked, left (the invitee stepped out), or expired (past its end date). */
export function statusOf(grant: GrantDoc, now: Date): CareGrantStatus {
  if (grant.state === 'revoked' || grant.state === 'left') return grant.state;
  return hasExpired(grant, now) ? 'expired' : grant.state;
}

/** A grant that lets its invitee in right now. */
export const isLive = (grant: GrantDoc, now: Date) => grant.state === 'active' && !hasExpired(grant, now);

export interface CircleRepository {
  grants: ReturnType<typeof collections>['grants'];
  activity: ReturnType<typeof collections>['activity'];
  /** A new invitation (state invited) with its link's token hash; answers the stored grant. */
  invite(fields: Omit<GrantDoc, 'id' | 'state' | 'notifyAssignments' | 'updatedAt'>): Promise<GrantDoc>;
  /** The family's grant (null for another family's or an unknown id). */
  familyGrant(familyUserId: string, grantId: string): Promise<GrantDoc | null>;
  /** The grant an unused, unexpired invitation link belongs to. */
  byInviteToken(token: string, now: Date): Promise<GrantDoc | null>;
  /** The grants an invitee accepted that let them in now. */
  liveFor(inviteeUserId: string, now: Date): Promise<GrantDoc[]>;
  record(entry: Omit<ActivityDoc, 'id'>): Promise<void>;
  /** A child was removed: it leaves every grant (a grant left with no child ends); its activity goes. */
  forgetChild(familyUserId: string, childId: string, now: Date): Promise<number>;
  /**
   * An account is deleted: as a family, its grants and their activity go; as an invitee, the grants it accepted end
   * ("left") and no longer name its account. Idempotent. Answers how many documents went or changed.
   */
  forgetUser(userId: string, now: Date): Promise<{ grants: number; activity: number; leftAsInvitee: number }>;
}

function collections(store: Store) {
  return {
    grants: store.collection<GrantDoc>('care_grants', {
      schema: GrantDocSchema, indexes: ['familyUserId', 'inviteeUserId', 'inviteTokenHash', 'email', 'invitedAt'],
    }),
    activity: store.collection<ActivityDoc>('care_activity', { schema: ActivityDocSchema, indexes: ['familyUserId', 'grantId', 'at'] }),
  };
}

export function createCircleRepository(store: Store): CircleRepository {
  const parts = collections(store);
  return {
    ...parts,
    async invite(fields) {
      const doc: GrantDoc = { ...fields, id: `care_${randomId()}`, state: 'invited', notifyAssignments: false, updatedAt: fields.invitedAt };
      await parts.grants.insert(doc);
      return doc;
    },
    async familyGrant(familyUserId, grantId) {
      const doc = /^care_[a-f0-9]{32}$/.test(grantId) ? await parts.grants.get(grantId) : null;
      return doc && doc.familyUserId === familyUserId ? doc : null;
    },
    async byInviteToken(token, now) {
      const doc = await parts.grants.findOne({ inviteTokenHash: hashInviteToken(token) });
      if (!doc || doc.state !== 'invited' || !doc.inviteExpiresAt || Date.parse(doc.inviteExpiresAt) <= now.getTime() || hasExpired(doc, now)) return null;
      return doc;
    },
    async liveFor(inviteeUserId, now) {
      return (await parts.grants.find({ inviteeUserId })).filter((grant) => isLive(grant, now));
    },
    async record(entry) {
      await parts.activity.insert({ ...entry, id: `act_${randomId()}` });
    },
    async forgetChild(familyUserId, childId, now) {
      let changed = 0;
      for (const grant of await parts.grants.find({ familyUserId })) {
        if (!grant.childIds.includes(childId)) continue;
        const childIds = grant.childIds.filter((id) => id !== childId);
        const ended = childIds.length === 0 && (grant.state === 'invited' || grant.state === 'active');
        const { inviteTokenHash: _hash, inviteExpiresAt: _expires, ...rest } = grant;
        await parts.grants.upsert(ended
          ? { ...rest, childIds, state: 'revoked', endedAt: now.toISOString(), updatedAt: now.toISOString() }
          : { ...grant, childIds, updatedAt: now.toISOString() });
        changed += 1;
      }
      for (const entry of await parts.activity.find({ familyUserId })) {
        if (entry.childId === childId && (await parts.activity.delete(entry.id))) changed += 1;
      }
      return changed;
    },
    async forgetUser(userId, now) {
      let grants = 0;
      let activity = 0;
      let leftAsInvitee = 0;
      for (const entry of await parts.activity.find({ familyUserId: userId })) if (await parts.activity.delete(entry.id)) activity += 1;
      for (const grant of await parts.grants.find({ familyUserId: userId })) if (await parts.grants.delete(grant.id)) grants += 1;
      for (const grant of await parts.grants.find({ inviteeUserId: userId })) {
        const { inviteeUserId: _invitee, ...rest } = grant;
        const ended = grant.state === 'active' ? { state: 'left' as const, endedAt: now.toISOString() } : {};
        await parts.grants.upsert({ ...rest, ...ended, notifyAssignments: false, updatedAt: now.toISOString() });
        leftAsInvitee += 1;
      }
      return { grants, activity, leftAsInvitee };
    },
  };
}

