import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, INTERNAL_TOKEN_HEADER, loadConfig, openStore, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';

const logger = createLogger('feedback-test', 'silent');

/** A fake owner service: answers 200 for the ids it knows under its internal path, 404 otherwise; records calls. */
function fakeOwner(prefix: string, known: Set<string>) {
  const calls: { url: string; token?: string; requestId?: string }[] = [];
  const server = http.createServer((req, res) => {
    calls.push({
      url: req.url ?? '',
      token: req.headers[INTERNAL_TOKEN_HEADER] as string | undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    const id = decodeURIComponent((req.url ?? '').slice(prefix.length));
    const found = (req.url ?? '').startsWith(prefix) && known.has(id);
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ? { id } : { error: 'not found' }));
  });
  return { server, calls };
}

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
  const research = fakeOwner('/internal/research/', new Set(['r1a2b3', 'r9']));
  const media = fakeOwner('/internal/creations/', new Set(['c7d8e9']));
  let store: Store;
  let app: http.Server;
  let count: () => Promise<number>;

  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      ...isolatedTestEnv('feedback'),
      RESEARCH_URL: await start(research.server),
      MEDIA_URL: await start(media.server),
      INTERNAL_TOKEN: 'tok',
    });
    store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR });
    app = http.createServer(createApp({ config, logger, store }));
    const collection = store.collection('feedback', { schema: { parse: (doc: unknown) => doc } as never });
    count = () => collection.count({});
  });
  afterAll(async () => {
    await store.close();
    await Promise.all([closeServer(research.server), closeServer(media.server)]);
  });

  it('answers "no feedback" for a research nobody rated', async () => {
    const res = await request(app).get('/api/feedback').query({ hashId: 'r1a2b3' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasFeedback: false, rating: null, feedback: '' });
  });

  it('refuses a GET without hashId with 400', async () => {
    const res = await request(app).get('/api/feedback');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.feedbackHashId });
  });

  it('stores a rating sent alone, then the text sent with it, and reads them back (the widget flow)', async () => {
    const first = await request(app).post('/api/feedback').set('x-request-id', 'req-fb-1').send({ hashId: 'r1a2b3', rating: 4 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, hasFeedback: true, rating: 4, feedback: '' });
    // The owner was asked with the internal token and the request id.
    expect(research.calls.at(-1)).toEqual({ url: '/internal/research/r1a2b3', token: 'tok', requestId: 'req-fb-1' });

    const second = await request(app).post('/api/feedback').send({ hashId: 'r1a2b3', rating: 5, feedback: '  Loved the volcano quiz!  ' });
    expect(second.body).toEqual({ ok: true, hasFeedback: true, rating: 5, feedback: 'Loved the volcano quiz!' });

    // A later rating-only update keeps the text.
    await request(app).post('/api/feedback').send({ hashId: 'r1a2b3', rating: 3 });
    const read = await request(app).get('/api/feedback').query({ hashId: 'r1a2b3' });
    expect(read.body).toEqual({ hasFeedback: true, rating: 3, feedback: 'Loved the volcano quiz!' });
  });

  it('accepts a lesson slug as hashId (id = the part before the first hyphen)', async () => {
    const res = await request(app).post('/api/feedback').send({ hashId: 'r9-why-is-the-sky-blue', rating: 2, feedback: 'Too short' });
    expect(res.status).toBe(200);
    const read = await request(app).get('/api/feedback').query({ hashId: 'r9' });
    expect(read.body).toEqual({ hasFeedback: true, rating: 2, feedback: 'Too short' });
    const bySlug = await request(app).get('/api/feedback').query({ hashId: 'r9-another-title' });
    expect(bySlug.body.rating).toBe(2);
  });

  it('accepts feedback on a creation (checked with the media service)', async () => {
    const res = await request(app).post('/api/feedback').send({ hashId: 'c7d8e9', rating: 5, feedback: 'The video was great' });
    expect(res.status).toBe(200);
    expect(media.calls.some((call) => call.url === '/internal/creations/c7d8e9')).toBe(true);
  });

  it('refuses feedback for something that exists nowhere with 404 and stores nothing', async () => {
    const before = await count();
    const res = await request(app).post('/api/feedback').send({ hashId: 'ghost', rating: 5 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.researchNotFound });
    const weird = await request(app).post('/api/feedback').send({ hashId: '../../etc', rating: 5 });
    expect(weird.status).toBe(404);
    expect(await count()).toBe(before);
    expect((await request(app).get('/api/feedback').query({ hashId: 'ghost' })).body.hasFeedback).toBe(false);
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
    const before = (await request(app).get('/api/feedback').query({ hashId: 'r1a2b3' })).body;
    const countBefore = await count();
    const res = await request(app).post('/api/feedback').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect((await request(app).get('/api/feedback').query({ hashId: 'r1a2b3' })).body).toEqual(before);
    expect(await count()).toBe(countBefore);
  });
});

describe('feedback service when the owners cannot be reached', () => {
  let store: Store;
  let app: http.Server;
  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      ...isolatedTestEnv('feedback-down'),
      RESEARCH_URL: await closedPortUrl(),
      MEDIA_URL: await closedPortUrl(),
    });
    store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR });
    app = http.createServer(createApp({ config, logger, store }));
  });
  afterAll(async () => {
    await store.close();
  });

  it('answers 503 and stores nothing when neither research nor media answers', async () => {
    const res = await request(app).post('/api/feedback').send({ hashId: 'r1a2b3', rating: 4 });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.serviceUnavailable });
    expect((await request(app).get('/api/feedback').query({ hashId: 'r1a2b3' })).body.hasFeedback).toBe(false);
  });
});
