import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  assertFieldName, DuplicateKeyError, type Collection, type CollectionOptions, type Doc, type Filter, type FindOptions, type Store,
} from './types';

type Db = Database.Database;
type SqlValue = string | number | null;

/** SQLite stores booleans from JSON as 1/0; bind filter values the same way. */
function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

function whereClause<T>(filter: Filter<T>): { sql: string; params: SqlValue[] } {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (field === 'id') {
      parts.push('id = ?');
      params.push(toSqlValue(value));
    } else {
      parts.push(`json_extract(doc, '$.${assertFieldName(field)}') IS ?`);
      params.push(toSqlValue(value));
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly db: Db, readonly name: string, private readonly options: CollectionOptions<T>) {
    const table = this.table;
    db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    for (const field of options.indexes ?? []) {
      assertFieldName(field);
      db.exec(`CREATE INDEX IF NOT EXISTS "${name}_${field}" ON ${table} (json_extract(doc, '$.${field}'))`);
    }
  }

  private get table(): string {
    return `"${assertFieldName(this.name)}"`;
  }

  private validate(doc: unknown): T {
    return this.options.schema.parse(doc);
  }

  async insert(doc: T): Promise<T> {
    const valid = this.validate(doc);
    try {
      this.db.prepare(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(valid.id, JSON.stringify(valid));
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new DuplicateKeyError(this.name, valid.id);
      throw error;
    }
    return valid;
  }

  async insertIfAbsent(doc: T): Promise<boolean> {
    const valid = this.validate(doc);
    const info = this.db.prepare(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO NOTHING`)
      .run(valid.id, JSON.stringify(valid));
    return info.changes === 1;
  }

  async upsert(doc: T): Promise<T> {
    const valid = this.validate(doc);
    this.db.prepare(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`)
      .run(valid.id, JSON.stringify(valid));
    return valid;
  }

  async get(id: string): Promise<T | null> {
    const row = this.db.prepare(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    const [first] = await this.find(filter, { limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    const { sql, params } = whereClause(filter);
    let query = `SELECT doc FROM ${this.table} ${sql}`;
    if (options.sort) {
      const direction = options.sort.direction === 'desc' ? 'DESC' : 'ASC';
      query += options.sort.field === 'id'
        ? ` ORDER BY id ${direction}`
        : ` ORDER BY json_extract(doc, '$.${assertFieldName(options.sort.field)}') ${direction}, id ${direction}`;
    }
    if (options.limit !== undefined) query += ` LIMIT ${Math.max(0, Math.floor(options.limit))}`;
    const rows = this.db.prepare(query).all(...params) as { doc: string }[];
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(filter: Filter<T>): Promise<number> {
    const { sql, params } = whereClause(filter);
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM ${this.table} ${sql}`).get(...params) as { n: number };
    return row.n;
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null> {
    // Read-modify-write under an IMMEDIATE transaction: atomic across processes sharing the file.
    const apply = this.db.transaction((): T | null => {
      const row = this.db.prepare(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as { doc: string } | undefined;
      if (!row) return null;
      const next = this.validate({ ...JSON.parse(row.doc), ...patch, id });
      this.db.prepare(`UPDATE ${this.table} SET doc = ? WHERE id = ?`).run(JSON.stringify(next), id);
      return next;
    });
    return apply.immediate();
  }

  async updateMany(filter: Filter<T>, patch: Partial<Omit<T, 'id'>>): Promise<number> {
    const { sql, params } = whereClause(filter);
    const apply = this.db.transaction((): number => {
      const rows = this.db.prepare(`SELECT id, doc FROM ${this.table} ${sql}`).all(...params) as { id: string; doc: string }[];
      const write = this.db.prepare(`UPDATE ${this.table} SET doc = ? WHERE id = ?`);
      for (const row of rows) {
        const next = this.validate({ ...JSON.parse(row.doc), ...patch, id: row.id });
        write.run(JSON.stringify(next), row.id);
      }
      return rows.length;
    });
    return apply.immediate();
  }

  async delete(id: string): Promise<boolean> {
    return this.db.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes === 1;
  }
}

/** Embedded, persistent store: one SQLite file per service under DATA_DIR, WAL mode, safe for several processes. */
export function openSqliteStore(file: string): Store {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not just unlinked: SQLite's default leaves them readable in free space.
  // Per connection, so every process that opens the file sets it.
  db.pragma('secure_delete = ON');
  const collections = new Map<string, Collection<Doc>>();
  return {
    driver: 'embedded',
    collection<T extends Doc>(name: string, options: CollectionOptions<T>): Collection<T> {
      let collection = collections.get(name);
      if (!collection) {
        collection = new SqliteCollection<T>(db, name, options) as unknown as Collection<Doc>;
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    eraseDeleted: () => emptyWriteAheadLog(db),
    async close() {
      if (db.open) db.close();
    },
  };
}

/**
 * The WAL keeps whole page images, the deleted rows' included, until it is overwritten: a TRUNCATE checkpoint copies it
 * into the database (where secure_delete zeroed the rows) and cuts the -wal file to 0 bytes. It needs every other
 * connection (the service's worker shares the file) to be between reads: busy_timeout waits for that, and a few
 * tries more; still busy, it throws so that the deletion is retried rather than reported done.
 */
async function emptyWriteAheadLog(db: Db, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (!result || result.busy === 0) return;
    if (attempt >= tries) throw new Error('Could not empty the SQLite write-ahead log: another connection kept reading');
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}
