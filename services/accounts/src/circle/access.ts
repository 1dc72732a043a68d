import { MESSAGES, roleAllows, type ChildAccess, type ChildNeed } from '@wonderkin/shared';
import { HttpError } from '@wonderkin/server-kit';
import type { ChildRepository } from '../children/store';
import { isLive, type CircleRepository, type GrantDoc } from './store';

// The one place that decides who may do what with a child (issue 22 §1). Every service asks it per request (through
// /internal/access, server-kit's child-access client); nothing is cached, so a revoked or expired grant stops working on
// the very next request. Someone with no access at all gets 404 exactly like a child that does not exist.

export interface AccessDeps {
  children: Pick<ChildRepository, 'findWithFamily'>;
  circle: Pick<CircleRepository, 'liveFor'>;
}

/** How a person in the circle is named to the family. */
export const careLabel = (grant: Pick<GrantDoc, 'name' | 'relation'>) => `${grant.name} (${grant.relation})`;

/** Who `userId` is to the child right now: the parent, someone the family let in, or nobody (null). */
export async function childAccessOf(deps: AccessDeps, userId: string, childId: string, now: Date): Promise<ChildAccess | null> {
  if (!/^child_[a-f0-9]{32}$/.test(childId)) return null;
  const found = await deps.children.findWithFamily(childId);
  if (!found) return null;
  const { familyUserId, child } = found;
  const base = { familyUserId, childId, ageRange: child.ageRange, ...(child.firstName ? { firstName: child.firstName } : {}) };
  if (familyUserId === userId) return { ...base, role: 'parent', label: 'You' };
  const grant = (await deps.circle.liveFor(userId, now)).find((each) => each.familyUserId === familyUserId && each.childIds.includes(childId) && isLive(each, now));
  if (!grant) return null;
  return { ...base, role: grant.role, grantId: grant.id, relation: grant.relation, label: careLabel(grant) };
}

/** The access `need` requires, or 404 (no access: as if the child did not exist) / 403 in words (the role lacks it). */
export async function requireChildAccess(deps: AccessDeps, userId: string, childId: string, need: ChildNeed, now: Date): Promise<ChildAccess> {
  const access = await childAccessOf(deps, userId, childId, now);
  if (!access) throw new HttpError(404, MESSAGES.childNotFound);
  if (!roleAllows(access.role, need)) throw new HttpError(403, need === 'manage' ? MESSAGES.careParentOnly : MESSAGES.careRoleForbidden);
  return access;
}
