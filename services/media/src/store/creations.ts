import { CreationRecordSchema, CreationSchema, type Creation, type CreationRecord } from '@wonderkin/shared';
import type { Collection, Store } from '@wonderkin/server-kit';

export const LIST_LIMIT = 100;

/** Creations as the media service stores them (with their owner), and the public shape answered to clients. */
export class CreationRepository {
  private readonly collection: Collection<CreationRecord>;

  constructor(store: Store) {
    this.collection = store.collection<CreationRecord>('creations', {
      schema: CreationRecordSchema,
      indexes: ['userId', 'anonId', 'createdAt'],
    });
  }

  insert(record: CreationRecord): Promise<CreationRecord> {
    return this.collection.insert(record);
  }

  get(id: string): Promise<CreationRecord | null> {
    return this.collection.get(id);
  }

  update(id: string, patch: Partial<Omit<CreationRecord, 'id'>>): Promise<CreationRecord | null> {
    return this.collection.update(id, patch);
  }

  /** Replaces the whole record (used to clear optional fields such as error, which a patch cannot remove). */
  replace(record: CreationRecord): Promise<CreationRecord> {
    return this.collection.upsert(record);
  }

  count(): Promise<number> {
    return this.collection.count({});
  }

  delete(id: string): Promise<boolean> {
    return this.collection.delete(id);
  }

  /** A caller's creations, newest first: a signed-in user's, else the anonymous visitor's (never anyone else's). */
  listForOwner(owner: { userId?: string; anonId?: string }): Promise<CreationRecord[]> {
    const sort = { field: 'createdAt' as const, direction: 'desc' as const };
    if (owner.userId) return this.collection.find({ userId: owner.userId }, { sort, limit: LIST_LIMIT });
    if (owner.anonId) return this.collection.find({ anonId: owner.anonId, userId: null }, { sort, limit: LIST_LIMIT });
    return Promise.resolve([]);
  }
}

/** The public creation: owner fields are never sent to clients. */
export function toPublicCreation(record: CreationRecord): Creation {
  const { userId: _userId, anonId: _anonId, ...rest } = record;
  return CreationSchema.parse(rest);
}
