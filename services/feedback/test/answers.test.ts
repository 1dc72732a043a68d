import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, listen, loadConfig, openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { normalizeHashId } from '../src/domain/hash-id';

// Issue 9, item 10: feedback ids are case-normalised (a lesson id in capitals is the same lesson), and a feedback text
// of the wrong kind is refused in words, not zod's "Invalid input: expected string, received number".
const ID = '0123456789abcdef0123456789abcdef';
/** The browser that asked the lesson (its anonymous-id cookie): only it may read and change the feedback. */
const ANON = 'abcdef0123456789abcdef0123456789';
const OWNER = `wonderkin-anon-id=${ANON}`;

describe('feedback ids and answers', () => {
  let store: Store;
  let server: http.Server;
  let dataDir: string;
  const verified: string[] = [];
  let count: () => Promise<number>;

  beforeAll(async () => {
    const config = loadConfig({ ...process.env, ...isolatedTestEnv('feedback-answers') });
    dataDir = config.DATA_DIR;
    store = await openStore({ service: 'feedback', dataDir });
    const app = createApp({
      config,
      logger: createLogger('feedback-answers-test', 'silent'),
      store,
      redis: offlineRedis(),
      findTarget: async (id) => {
        verified.push(id);
        return id === ID ? { kind: 'lesson', owner: { userId: null, anonId: ANON } } : { kind: 'missing' };
      },
    });
    server = http.createServer(app);
    await listen(server, 0, '127.0.0.1');
    const collection = store.collection('feedback', { schema: { parse: (doc: unknown) => doc } as never });
    count = () => collection.count({});
  });
  afterAll(async () => {
    await closeServer(server);
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('normalises an id to lower case (and a slug to its id)', () => {
    expect(normalizeHashId(ID.toUpperCase())).toBe(ID);
    expect(normalizeHashId(`${ID.toUpperCase()}-Why-Is-The-Sky-Blue`)).toBe(ID);
    expect(normalizeHashId('../../etc')).toBeNull();
  });

  it('feedback on the id in capitals is the feedback of the lesson: one record, read back in either case', async () => {
    const saved = await request(server).post('/api/feedback').set('Cookie', OWNER).send({ hashId: ID.toUpperCase(), rating: 4, feedback: 'Lovely' });
    expect(saved.status).toBe(200);
    expect(verified.at(-1)).toBe(ID);
    expect((await request(server).get('/api/feedback').set('Cookie', OWNER).query({ hashId: ID })).body).toEqual({ hasFeedback: true, rating: 4, feedback: 'Lovely' });
    expect((await request(server).get('/api/feedback').set('Cookie', OWNER).query({ hashId: `${ID.toUpperCase()}-slug` })).body.rating).toBe(4);
    await request(server).post('/api/feedback').set('Cookie', OWNER).send({ hashId: ID, rating: 5 }).expect(200);
    expect(await count()).toBe(1);
    expect((await request(server).get('/api/feedback').set('Cookie', OWNER).query({ hashId: ID.toUpperCase() })).body).toEqual({ hasFeedback: true, rating: 5, feedback: 'Lovely' });
  });

  it.each([
    ['a number', 123],
    ['a list', ['nice']],
    ['an object', { $where: '1' }],
    ['a text over 2000 characters', 'a'.repeat(2001)],
  ])('a feedback text that is %s: 400 in words, nothing changed', async (_label, feedback) => {
    const before = await count();
    const response = await request(server).post('/api/feedback').set('Cookie', OWNER).send({ hashId: ID, rating: 3, feedback });
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { error: MESSAGES.feedbackText } });
    expect(await count()).toBe(before);
    expect((await request(server).get('/api/feedback').set('Cookie', OWNER).query({ hashId: ID })).body.rating).toBe(5);
  });

  it('a null text keeps what was written, like an omitted one', async () => {
    const response = await request(server).post('/api/feedback').set('Cookie', OWNER).send({ hashId: ID, rating: 2, feedback: null });
    expect(response.body).toEqual({ ok: true, hasFeedback: true, rating: 2, feedback: 'Lovely' });
  });

  it('hashId twice in the query: 400 "send each field once"', async () => {
    const response = await request(server).get(`/api/feedback?hashId=${ID}&hashId=${ID}`).set('Cookie', OWNER);
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { error: MESSAGES.fieldRepeated } });
  });
});
