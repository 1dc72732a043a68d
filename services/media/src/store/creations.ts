import { CreationRecordSchema, CreationSchema, type Creation, type CreationRecord } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

export const LIST_LIMIT = 100;

/** Creations as the media service stores them (with their owner); toPublicCreation is the shape answered to clients. */
export interface CreationRepository {
  insert(record: CreationRecord): Promise<CreationRecord>;
  get(id: string): Promise<CreationRecord | null>;
  update(id: string, patch: Partial<Omit<CreationRecord, 'id'>>): Promise<CreationRecord | null>;
  /** Replaces the whole record (used to clear optional fields such as error, which a patch cannot remove). */
  replace(record: CreationRecord): Promise<CreationRecord>;
  count(): Promise<number>;
  delete(id: string): Promise<boolean>;
  /** A caller's creations, newest first: a signed-in user's, else the anonymous visitor's (never anyone else's). */
  listForOwner(owner: { userId?: string; anonId?: string }): Promise<CreationRecord[]>;
  /** Every creation of a signed-in user, oldest first, unlimited (their data export and account deletion). */
  listByUser(userId: string): Promise<CreationRecord[]>;
  /** Moves every creation a browser made anonymously (and nobody has claimed) to a user; answers how many moved. */
  assignAnonymous(anonId: string, userId: string): Promise<number>;
  /** Reads the store once (the health check). */
  ping(): Promise<void>;
}

export function createCreationRepository(store: Store): CreationRepository {
  const creations = store.collection<CreationRecord>('creations', {
    schema: CreationRecordSchema,
    indexes: ['userId', 'anonId', 'createdAt'],
  });
  const newestFirst = { field: 'createdAt' as const, direction: 'desc' as const };
  return {
    insert: (record) => creations.insert(record),
    get: (id) => creations.get(id),
    update: (id, patch) => creations.update(id, patch),
    replace: (record) => creations.upsert(record),
    count: () => creations.count({}),
    delete: (id) => creations.delete(id),
    async listForOwner(owner) {
      if (owner.userId) return creations.find({ userId: owner.userId }, { sort: newestFirst, limit: LIST_LIMIT });
      if (owner.anonId) return creations.find({ anonId: owner.anonId, userId: null }, { sort: newestFirst, limit: LIST_LIMIT });
      return [];
    },
    listByUser: (userId) => creations.find({ userId }, { sort: { field: 'createdAt', direction: 'asc' } }),
    async assignAnonymous(anonId, userId) {
      let moved = 0;
      for (const creation of await creations.find({ anonId, userId: null })) if (await creations.update(creation.id, { userId })) moved += 1;
      return moved;
    },
    async ping() {
      await creations.get('');
    },
  };
}

/** The public creation: owner fields are never sent to clients. */
export function toPublicCreation(record: CreationRecord): Creation {
  const { userId: _userId, anonId: _anonId, notify: _notify, forChild: _forChild, ...rest } = record;
  return CreationSchema.parse(rest);
}
