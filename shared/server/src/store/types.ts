import type { ZodType } from 'zod';

/** A stored document always has a string id. */
export interface Doc { id: string }

/** Equality filter on top-level fields (null matches a missing or null field). */
export type Filter<T> = { [K in keyof T]?: T[K] | null };

export interface FindOptions<T> {
  sort?: { field: keyof T & string; direction: 'asc' | 'desc' };
  limit?: number;
}

/**
 * The small collection interface every repository is written against. Two drivers implement it:
 * embedded SQLite (default) and MongoDB via mongoose (when MONGODB_URI is set).
 */
export interface Collection<T extends Doc> {
  readonly name: string;
  /** Inserts a new document; throws DuplicateKeyError when the id exists. */
  insert(doc: T): Promise<T>;
  /** Inserts unless the id exists; answers whether it inserted (idempotent writes). */
  insertIfAbsent(doc: T): Promise<boolean>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<T>;
  get(id: string): Promise<T | null>;
  findOne(filter: Filter<T>): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Applies a partial update atomically; answers the updated document, or null when there is none. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>;
  /** Updates every document matching the filter; answers how many changed. */
  updateMany(filter: Filter<T>, patch: Partial<Omit<T, 'id'>>): Promise<number>;
  delete(id: string): Promise<boolean>;
}

export interface CollectionOptions<T extends Doc> {
  /** Validates every document before it is written: nothing invalid or half-written is stored. */
  schema: ZodType<T>;
  /** Fields that are filtered or sorted on. */
  indexes?: (keyof T & string)[];
}

export interface Store {
  readonly driver: 'embedded' | 'mongodb';
  collection<T extends Doc>(name: string, options: CollectionOptions<T>): Collection<T>;
  /**
   * Makes what was deleted unreadable from the files on disk too (run after an account's data is deleted): deleted rows
   * must not live on in a write-ahead log or in free pages, where `strings` on the file still finds them.
   */
  eraseDeleted(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}: a document with id ${id} exists`);
    this.name = 'DuplicateKeyError';
  }
}

/** Field names come from our own code, never from requests; still, refuse anything but plain identifiers. */
export function assertFieldName(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Invalid field name: ${field}`);
  return field;
}
