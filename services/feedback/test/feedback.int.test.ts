import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import type { Redis } from 'ioredis';
import { closeServer, createLogger, createSessionRedis, INTERNAL_TOKEN_HEADER, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { mintSession } from '../../../tests/support/sessions';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';

const logger = createLogger('feedback-test', 'silent');

/**
 * A stand-in for an owner service's internal route: answers `body(id)` (200) for the ids it knows under its path,
 * 404 otherwise; records calls.
 */
function fakeOwner(prefix: string, suffix: string, known: Map<string, unknown>) {
  const calls: { url: string; token?: string; requestId?: string }[] = [];
  const server = http.createServer((req, res) => {
    calls.push({
      url: req.url ?? '',
      token: req.headers[INTERNAL_TOKEN_HEADER] as string | undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    const url = req.url ?? '';
    const id = url.startsWith(prefix) && url.endsWith(suffix) ? decodeURIComponent(url.slice(prefix.length, url.length - suffix.length)) : '';
    const found = known.get(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { error: 'not found' }));
  });
  return { server, calls };
}

/** Two browsers' anonymous ids, and the cookies that carry them. */
const ANON_A = 'a'.repeat(32);
const ANON_B = 'b'.repeat(32);
const browserA = `wonderkin-anon-id=${ANON_A}`;
const browserB = `wonderkin-anon-id=${ANON_B}`;

async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return `http://127.0.0.1:${port}`;
}

async function start(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('feedback service', () => {
  // r1a2b3 and r9 were asked by browser A (anonymously); p5 by the account "parent-1"; c7d8e9 is a creation.
  const research = fakeOwner('/internal/asks/', '/owner', new Map<string, unknown>([
    ['r1a2b3', { userId: null, anonId: ANON_A }], ['r9', { userId: null, anonId: ANON_A }], ['p5', { userId: 'parent-1', anonId: null }],
  ]));
  const media = fakeOwner('/internal/creations/', '', new Map([['c7d8e9', { id: 'c7d8e9', exists: true }]]));
  let store: Store;
  let app: http.Server;
  let redis: Redis;
  let config: Config;
  let count: () => Promise<number>;

  beforeAll(async () => {
    config = loadConfig({
      ...process.env,
      ...isolatedTestEnv('feedback'),
      RESEARCH_URL: await start(research.server),
      MEDIA_URL: await start(media.server),
      INTERNAL_TOKEN: 'tok',
    });
    store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    app = http.createServer(createApp({ config, logger, store, redis }));
    const collection = store.collection('feedback', { schema: { parse: (doc: unknown) => doc } as never });
    count = () => collection.count({});
  });
  afterAll(async () => {
    await store.close();
    await redis.quit();
    await Promise.all([closeServer(research.server), closeServer(media.server)]);
  });

  it('answers "no feedback" for a research nobody rated', async () => {
    const res = await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasFeedback: false, rating: null, feedback: '' });
  });

  it('sums every rating for the landing page (count and average, nothing else), and a new rating moves it', async () => {
    const before = (await request(app).get('/api/feedback/summary').expect(200)).body as { ratings: number; average: number | null };
    const rated = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'p5', rating: 5 });
    // p5 belongs to an account: browser A may not rate it, and the summary does not move.
    expect(rated.status).toBe(404);
    await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'c7d8e9', rating: 4, feedback: 'private words' }).expect(200);
    const after = await request(app).get('/api/feedback/summary').expect(200);
    expect(after.headers['cache-control']).toBe('public, max-age=300');
    expect(after.body).toEqual({ ratings: before.ratings + 1, average: expect.any(Number) });
    expect(JSON.stringify(after.body)).not.toContain('private words');
    const counts = await request(app).get('/api/feedback/summary');
    expect(counts.body.average).toBeGreaterThanOrEqual(1);
    expect(counts.body.average).toBeLessThanOrEqual(5);
  });

  it('refuses a GET without hashId with 400', async () => {
    const res = await request(app).get('/api/feedback').set('Cookie', browserA);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.feedbackHashId });
  });

  it('stores a rating sent alone, then the text sent with it, and reads them back (the widget flow)', async () => {
    const first = await request(app).post('/api/feedback').set('Cookie', browserA).set('x-request-id', 'req-fb-1').send({ hashId: 'r1a2b3', rating: 4 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, hasFeedback: true, rating: 4, feedback: '' });
    // The owner was asked with the internal token and the request id.
    expect(research.calls.at(-1)).toEqual({ url: '/internal/asks/r1a2b3/owner', token: 'tok', requestId: 'req-fb-1' });

    const second = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'r1a2b3', rating: 5, feedback: '  Loved the volcano quiz!  ' });
    expect(second.body).toEqual({ ok: true, hasFeedback: true, rating: 5, feedback: 'Loved the volcano quiz!' });

    // A later rating-only update keeps the text.
    await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'r1a2b3', rating: 3 });
    const read = await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' });
    expect(read.body).toEqual({ hasFeedback: true, rating: 3, feedback: 'Loved the volcano quiz!' });
  });

  it('accepts a lesson slug as hashId (id = the part before the first hyphen)', async () => {
    const res = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'r9-why-is-the-sky-blue', rating: 2, feedback: 'Too short' });
    expect(res.status).toBe(200);
    const read = await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r9' });
    expect(read.body).toEqual({ hasFeedback: true, rating: 2, feedback: 'Too short' });
    const bySlug = await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r9-another-title' });
    expect(bySlug.body.rating).toBe(2);
  });

  it('accepts feedback on a creation (checked with the media service)', async () => {
    const res = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'c7d8e9', rating: 5, feedback: 'The video was great' });
    expect(res.status).toBe(200);
    expect(media.calls.some((call) => call.url === '/internal/creations/c7d8e9')).toBe(true);
  });

  it('refuses feedback for something that exists nowhere with 404 and stores nothing', async () => {
    const before = await count();
    const res = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'ghost', rating: 5 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.researchNotFound });
    const weird = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: '../../etc', rating: 5 });
    expect(weird.status).toBe(404);
    expect(await count()).toBe(before);
    expect((await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'ghost' })).status).toBe(404);
  });

  it("another browser with the lesson link can neither read nor change its feedback (404, as if it did not exist)", async () => {
    await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'r1a2b3', rating: 4, feedback: 'Our family question' }).expect(200);
    const before = await count();
    // (Both once worked for anyone holding the link: the hole of issue 8.)
    for (const cookie of [browserB, '', `wonderkin-user-id=parent-1; ${browserB}`]) {
      const read = await request(app).get('/api/feedback').set('Cookie', cookie).query({ hashId: 'r1a2b3' });
      expect({ status: read.status, body: read.body }).toEqual({ status: 404, body: { error: MESSAGES.researchNotFound } });
      const write = await request(app).post('/api/feedback').set('Cookie', cookie).send({ hashId: 'r1a2b3-any-title', rating: 1, feedback: 'overwritten' });
      expect({ status: write.status, body: write.body }).toEqual({ status: 404, body: { error: MESSAGES.researchNotFound } });
    }
    expect(await count()).toBe(before);
    expect((await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' })).body).toEqual({ hasFeedback: true, rating: 4, feedback: 'Our family question' });
  });

  it("a signed-in account's lesson: only a browser signed in as that account (any browser), not one that names its id", async () => {
    const parent = await mintSession(redis, config, 'parent-1');
    const otherParent = await mintSession(redis, config, 'parent-2');
    await request(app).post('/api/feedback').set('Cookie', parent).send({ hashId: 'p5', rating: 5, feedback: 'Bedtime talk' }).expect(200);
    expect((await request(app).get('/api/feedback').set('Cookie', parent).query({ hashId: 'p5' })).body).toEqual({ hasFeedback: true, rating: 5, feedback: 'Bedtime talk' });
    await request(app).get('/api/feedback').set('Cookie', otherParent).query({ hashId: 'p5' }).expect(404);
    await request(app).get('/api/feedback').set('Cookie', 'wonderkin-user-id=parent-1').query({ hashId: 'p5', userId: 'parent-1' }).expect(404);
    await request(app).post('/api/feedback').set('Cookie', otherParent).send({ hashId: 'p5', rating: 1 }).expect(404);
  });

  it("a printed book's QR code: anyone may leave feedback on the creation, nobody reads or overwrites anybody else's", async () => {
    const parent = await mintSession(redis, config, 'parent-1');
    await request(app).post('/api/feedback').set('Cookie', parent).send({ hashId: 'c7d8e9', rating: 5, feedback: 'We loved it' }).expect(200);
    // A grandparent scans the QR code on the paper with a browser that has never been here.
    const scan = await request(app).post('/api/feedback').send({ hashId: 'c7d8e9', rating: 3, feedback: 'Too long for a 3-year-old' });
    expect(scan.status).toBe(200);
    const grandparent = ([] as string[]).concat(scan.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('wonderkin-anon-id='))!.split(';')[0];
    expect((await request(app).get('/api/feedback').set('Cookie', grandparent).query({ hashId: 'c7d8e9' })).body).toEqual({ hasFeedback: true, rating: 3, feedback: 'Too long for a 3-year-old' });
    expect((await request(app).get('/api/feedback').set('Cookie', parent).query({ hashId: 'c7d8e9' })).body).toEqual({ hasFeedback: true, rating: 5, feedback: 'We loved it' });
    expect((await request(app).get('/api/feedback').set('Cookie', browserB).query({ hashId: 'c7d8e9' })).body).toEqual({ hasFeedback: false, rating: null, feedback: '' });
    expect((await request(app).get('/api/feedback').query({ hashId: 'c7d8e9' })).body).toEqual({ hasFeedback: false, rating: null, feedback: '' });
  });

  it.each([
    ['a rating of 0', { hashId: 'r1a2b3', rating: 0 }, MESSAGES.feedbackRating],
    ['a rating of 6', { hashId: 'r1a2b3', rating: 6 }, MESSAGES.feedbackRating],
    ['a fractional rating', { hashId: 'r1a2b3', rating: 3.5 }, MESSAGES.feedbackRating],
    ['a rating given as text', { hashId: 'r1a2b3', rating: 'five' }, MESSAGES.feedbackRating],
    ['no rating', { hashId: 'r1a2b3' }, MESSAGES.feedbackRating],
    ['no hashId', { rating: 4 }, MESSAGES.feedbackHashId],
    ['a blank hashId', { hashId: '   ', rating: 4 }, MESSAGES.feedbackHashId],
  ])('refuses %s with 400 and changes nothing', async (_label, body, message) => {
    const before = (await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' })).body;
    const countBefore = await count();
    const res = await request(app).post('/api/feedback').set('Cookie', browserA).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect((await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' })).body).toEqual(before);
    expect(await count()).toBe(countBefore);
  });
});

describe('feedback service when the owners cannot be reached', () => {
  let store: Store;
  let app: http.Server;
  let redis: Redis;
  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      ...isolatedTestEnv('feedback-down'),
      RESEARCH_URL: await closedPortUrl(),
      MEDIA_URL: await closedPortUrl(),
    });
    store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    app = http.createServer(createApp({ config, logger, store, redis }));
  });
  afterAll(async () => {
    await store.close();
    await redis.quit();
  });

  it('answers 503 and stores nothing when neither research nor media answers', async () => {
    const res = await request(app).post('/api/feedback').set('Cookie', browserA).send({ hashId: 'r1a2b3', rating: 4 });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.serviceUnavailable });
    expect((await request(app).get('/api/feedback').set('Cookie', browserA).query({ hashId: 'r1a2b3' })).status).toBe(503);
  });
});
