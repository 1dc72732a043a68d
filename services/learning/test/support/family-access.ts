import { MESSAGES, type ChildProfile } from '@wonderkin/shared';
import { HttpError, type ChildAccessClient } from '@wonderkin/server-kit';

/**
 * The access module as the accounts service answers it for a family with no circle: its own children are the parent's,
 * anyone else's are 404 (the circle's roles are tested against the real accounts service in circle-of-care.int.test.ts).
 */
export function familyOnlyAccess(ownedChild: (userId: string, childId: string) => Promise<ChildProfile | null>): ChildAccessClient {
  return {
    async require(userId, childId) {
      const child = await ownedChild(userId, childId);
      if (!child) throw new HttpError(404, MESSAGES.childNotFound);
      return { role: 'parent', familyUserId: userId, childId, ageRange: child.ageRange, label: 'You', ...(child.firstName ? { firstName: child.firstName } : {}) };
    },
    record: async () => undefined,
  };
}
