import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DuplicateKeyError, openMongoStore, openSqliteStore, type Store } from '../src/store';

const ThingSchema = z.object({
  id: z.string(),
  owner: z.string().nullable(),
  score: z.number(),
  done: z.boolean(),
  createdAt: z.string(),
});
type Thing = z.infer<typeof ThingSchema>;

const thing = (id: string, overrides: Partial<Thing> = {}): Thing => ({
  id, owner: 'ann', score: 1, done: false, createdAt: `2026-01-0${id.length}T00:00:00Z`, ...overrides,
});

// The same contract on both drivers: embedded always, MongoDB whenever MONGODB_URI is set.
const drivers: [string, () => Promise<Store>][] = [
  ['embedded', async () => openSqliteStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wk-store-')), 'contract.sqlite'))],
];
if (process.env.MONGODB_URI) {
  drivers.push(['mongodb', async () => openMongoStore(process.env.MONGODB_URI!, `wonderkin-contract-${Date.now()}`)]);
}

describe.each(drivers)('store contract (%s)', (_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });
  const things = () => store.collection<Thing>(`things_${expect.getState().currentTestName?.length ?? 0}`, { schema: ThingSchema, indexes: ['owner', 'createdAt'] });

  it('inserts, reads back and refuses a duplicate id', async () => {
    const col = things();
    await col.insert(thing('a'));
    expect(await col.get('a')).toEqual(thing('a'));
    await expect(col.insert(thing('a', { score: 9 }))).rejects.toBeInstanceOf(DuplicateKeyError);
    expect((await col.get('a'))?.score).toBe(1);
    expect(await col.get('missing')).toBeNull();
  });

  it('insertIfAbsent writes once and reports it', async () => {
    const col = things();
    expect(await col.insertIfAbsent(thing('b'))).toBe(true);
    expect(await col.insertIfAbsent(thing('b', { score: 5 }))).toBe(false);
    expect(await col.count({})).toBe(1);
    expect((await col.get('b'))?.score).toBe(1);
  });

  it('rejects an invalid document without writing it', async () => {
    const col = things();
    await expect(col.insert({ ...thing('c'), score: 'high' } as unknown as Thing)).rejects.toThrow();
    expect(await col.get('c')).toBeNull();
  });

  it('filters by equality (null matches null), sorts and limits', async () => {
    const col = things();
    await col.insert(thing('x', { owner: 'ann', createdAt: '2026-01-01T00:00:00Z', done: true }));
    await col.insert(thing('y', { owner: 'bob', createdAt: '2026-01-03T00:00:00Z' }));
    await col.insert(thing('z', { owner: 'ann', createdAt: '2026-01-02T00:00:00Z' }));
    await col.insert(thing('w', { owner: null, createdAt: '2026-01-04T00:00:00Z' }));
    const anns = await col.find({ owner: 'ann' }, { sort: { field: 'createdAt', direction: 'desc' } });
    expect(anns.map((t) => t.id)).toEqual(['z', 'x']);
    expect((await col.find({ owner: null })).map((t) => t.id)).toEqual(['w']);
    expect((await col.find({ done: true })).map((t) => t.id)).toEqual(['x']);
    expect((await col.find({}, { sort: { field: 'createdAt', direction: 'asc' }, limit: 2 })).map((t) => t.id)).toEqual(['x', 'z']);
    expect(await col.count({ owner: 'ann' })).toBe(2);
    expect(await col.findOne({ owner: 'bob' })).toMatchObject({ id: 'y' });
  });

  it('updates, upserts and deletes', async () => {
    const col = things();
    await col.insert(thing('u'));
    expect(await col.update('u', { score: 7 })).toMatchObject({ id: 'u', score: 7, owner: 'ann' });
    expect(await col.update('nope', { score: 7 })).toBeNull();
    await expect(col.update('u', { score: 'x' as unknown as number })).rejects.toThrow();
    expect((await col.get('u'))?.score).toBe(7);
    await col.upsert(thing('u', { score: 8 }));
    await col.upsert(thing('v'));
    expect((await col.get('u'))?.score).toBe(8);
    expect(await col.updateMany({ owner: 'ann' }, { owner: 'cat' })).toBe(2);
    expect(await col.count({ owner: 'cat' })).toBe(2);
    expect(await col.delete('u')).toBe(true);
    expect(await col.delete('u')).toBe(false);
    expect(await col.count({})).toBe(1);
  });
});
