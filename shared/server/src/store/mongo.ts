import mongoose, { type Connection, type Model } from 'mongoose';
import {
  DuplicateKeyError, type Collection, type CollectionOptions, type Doc, type Filter, type FindOptions, type Store,
} from './types';

type Raw = Record<string, unknown> & { _id: string };

function fromRaw<T extends Doc>(raw: Raw | null): T | null {
  if (!raw) return null;
  const { _id, ...rest } = raw;
  return { ...rest, id: _id } as unknown as T;
}

function toMongoFilter<T>(filter: Filter<T>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    query[field === 'id' ? '_id' : field] = value;
  }
  return query;
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly model: Model<Raw>, readonly name: string, private readonly options: CollectionOptions<T>) {}

  private toRaw(doc: T): Raw {
    const valid = this.options.schema.parse(doc);
    const { id, ...rest } = valid as T & Record<string, unknown>;
    return { ...rest, _id: id };
  }

  async insert(doc: T): Promise<T> {
    const raw = this.toRaw(doc);
    try {
      await this.model.collection.insertOne(raw as never);
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateKeyError(this.name, doc.id);
      throw error;
    }
    return fromRaw<T>(raw)!;
  }

  async insertIfAbsent(doc: T): Promise<boolean> {
    const raw = this.toRaw(doc);
    const result = await this.model.collection.updateOne({ _id: raw._id } as never, { $setOnInsert: raw } as never, { upsert: true });
    return result.upsertedCount === 1;
  }

  async upsert(doc: T): Promise<T> {
    const raw = this.toRaw(doc);
    await this.model.collection.replaceOne({ _id: raw._id } as never, raw as never, { upsert: true });
    return fromRaw<T>(raw)!;
  }

  async get(id: string): Promise<T | null> {
    return fromRaw<T>((await this.model.collection.findOne({ _id: id } as never)) as Raw | null);
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return fromRaw<T>((await this.model.collection.findOne(toMongoFilter(filter))) as Raw | null);
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    let cursor = this.model.collection.find(toMongoFilter(filter));
    if (options.sort) {
      const field = options.sort.field === 'id' ? '_id' : options.sort.field;
      const direction = options.sort.direction === 'desc' ? -1 : 1;
      cursor = cursor.sort({ [field]: direction, _id: direction });
    }
    if (options.limit !== undefined) cursor = cursor.limit(Math.max(0, Math.floor(options.limit)));
    const rows = (await cursor.toArray()) as unknown as Raw[];
    return rows.map((row) => fromRaw<T>(row)!);
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.model.collection.countDocuments(toMongoFilter(filter));
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null> {
    const current = await this.get(id);
    if (!current) return null;
    const next = this.options.schema.parse({ ...current, ...patch, id });
    const { id: _ignored, ...fields } = next as T & Record<string, unknown>;
    const updated = await this.model.collection.findOneAndUpdate({ _id: id } as never, { $set: fields }, { returnDocument: 'after' });
    return fromRaw<T>(updated as unknown as Raw | null);
  }

  async updateMany(filter: Filter<T>, patch: Partial<Omit<T, 'id'>>): Promise<number> {
    const matches = await this.find(filter);
    for (const doc of matches) await this.update(doc.id, patch);
    return matches.length;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.model.collection.deleteOne({ _id: id } as never)).deletedCount === 1;
  }
}

/** MongoDB store (production): one database per service, documents keyed by our own string ids. */
export async function openMongoStore(uri: string, dbName: string): Promise<Store> {
  const connection: Connection = await mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  const collections = new Map<string, Collection<Doc>>();
  return {
    driver: 'mongodb',
    collection<T extends Doc>(name: string, options: CollectionOptions<T>): Collection<T> {
      let collection = collections.get(name);
      if (!collection) {
        const schema = new mongoose.Schema<Raw>({ _id: String }, { strict: false, versionKey: false, collection: name });
        for (const field of options.indexes ?? []) schema.index({ [field]: 1 });
        const model = connection.model<Raw>(name, schema);
        void model.syncIndexes().catch(() => undefined);
        collection = new MongoCollection<T>(model, name, options) as unknown as Collection<Doc>;
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    // Nothing a driver can do: MongoDB's files are its own (WiredTiger reuses freed space rather than zeroing it; use
    // encryption at rest, or `compact`, where that matters).
    async eraseDeleted() {},
    async close() {
      await connection.close();
    },
  };
}
