import { z } from 'zod';
import { ChildProfileSchema, type ChildInput, type ChildPatch, type ChildProfile } from '@wonderkin/shared';
import { randomId, type Store } from '@wonderkin/server-kit';

// Child profiles (issue 11): stored by the accounts service with the parent's random user id. A profile holds only
// what a lesson needs (age range, interests, goals, support needs) and an optional first name.

const ChildDocSchema = ChildProfileSchema.extend({ id: z.string(), userId: z.string() });
type ChildDoc = z.infer<typeof ChildDocSchema>;

export interface ChildRepository {
  /** The family's children, oldest profile first. */
  listByUser(userId: string): Promise<ChildProfile[]>;
  /** The child and the family it belongs to, whoever asks (the circle's access module decides who may see it). */
  findWithFamily(childId: string): Promise<{ familyUserId: string; child: ChildProfile } | null>;
  /** The child if it belongs to this user; null for an unknown child or another family's. */
  getOwned(userId: string, childId: string): Promise<ChildProfile | null>;
  create(userId: string, input: ChildInput, now: Date): Promise<ChildProfile>;
  update(userId: string, childId: string, patch: ChildPatch, now: Date): Promise<ChildProfile | null>;
  remove(userId: string, childId: string): Promise<boolean>;
  countByUser(userId: string): Promise<number>;
  /** Every child whose parent asked for the weekly progress report by email, with the parent's user id. */
  listReportRecipients(): Promise<{ userId: string; child: ChildProfile }[]>;
  /** Turns the weekly report email of a child on or off (its one-click unsubscribe); false for an unknown child. */
  setReportEmail(childId: string, on: boolean, now: Date): Promise<boolean>;
  /** Every profile of the family (the account is being deleted); answers how many went. */
  removeAllOf(userId: string): Promise<number>;
}

const toProfile = ({ id: _id, userId: _userId, ...profile }: ChildDoc): ChildProfile => ChildProfileSchema.parse(profile);

/** Empty optional texts remove the field rather than store "". */
function withoutEmpty<T extends { firstName?: string; goalNote?: string }>(fields: T): T {
  const next = { ...fields };
  if (next.firstName === '') delete next.firstName;
  if (next.goalNote === '') delete next.goalNote;
  return next;
}

export function createChildRepository(store: Store): ChildRepository {
  const children = store.collection<ChildDoc>('children', { schema: ChildDocSchema, indexes: ['userId', 'createdAt', 'weeklyReportEmail'] });
  const owned = async (userId: string, childId: string) => {
    const doc = await children.get(childId);
    return doc && doc.userId === userId ? doc : null;
  };
  return {
    async listByUser(userId) {
      const docs = await children.find({ userId }, { sort: { field: 'createdAt', direction: 'asc' } });
      return docs.map(toProfile);
    },
    async findWithFamily(childId) {
      const doc = await children.get(childId);
      return doc ? { familyUserId: doc.userId, child: toProfile(doc) } : null;
    },
    async getOwned(userId, childId) {
      const doc = await owned(userId, childId);
      return doc ? toProfile(doc) : null;
    },
    async create(userId, input, now) {
      const at = now.toISOString();
      const childId = `child_${randomId()}`;
      const doc: ChildDoc = { ...withoutEmpty(input), id: childId, childId, userId, createdAt: at, updatedAt: at };
      await children.insert(doc);
      return toProfile(doc);
    },
    async update(userId, childId, patch, now) {
      const doc = await owned(userId, childId);
      if (!doc) return null;
      const next: ChildDoc = withoutEmpty({ ...doc, ...patch, updatedAt: now.toISOString() });
      await children.upsert(next);
      return toProfile(next);
    },
    async remove(userId, childId) {
      const doc = await owned(userId, childId);
      return doc ? children.delete(childId) : false;
    },
    countByUser: (userId) => children.count({ userId }),
    async listReportRecipients() {
      const docs = await children.find({ weeklyReportEmail: true }, { sort: { field: 'createdAt', direction: 'asc' } });
      return docs.map((doc) => ({ userId: doc.userId, child: toProfile(doc) }));
    },
    setReportEmail: async (childId, on, now) => Boolean(await children.update(childId, { weeklyReportEmail: on, updatedAt: now.toISOString() })),
    async removeAllOf(userId) {
      const docs = await children.find({ userId });
      for (const doc of docs) await children.delete(doc.id);
      return docs.length;
    },
  };
}
