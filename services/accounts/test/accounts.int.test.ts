import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES } from '@wonderkin/shared';
import { createLogger, createSessionRedis, INTERNAL_TOKEN_HEADER, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import type { Redis } from 'ioredis';
import { isolatedTestEnv } from '../../../tests/support/env';
import { injectRequest } from '../../../tests/support/inject';
import { createApp } from '../src/app';

const env = isolatedTestEnv('accounts');
const logger = createLogger('accounts-test', 'silent');

/** The operator command, as an operator runs it, against this suite's data directory. */
function setPaid(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/cli/set-paid.ts'), ...args], {
    env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000,
  });
}

describe('accounts service', () => {
  let store: Store;
  let app: http.Server;
  let config: Config;
  let redis: Redis;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    app = http.createServer(createApp({ config, logger, store, redis }));
  });
  afterAll(async () => {
    await store.close();
    await redis.quit();
  });

  const users = () => store.collection<{ id: string; userId: string; email: string }>('users', {
    schema: { parse: (doc: unknown) => doc } as never,
  });

  it('registers a new email with a random 128-bit user id', async () => {
    const res = await request(app).post('/api/register').send({ email: 'ann@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.userId).toMatch(/^[a-f0-9]{32}$/);
  });

  it('one account per email, whatever its case and spaces; typing it again in another browser reveals no user id', async () => {
    const first = await request(app).post('/api/register').send({ email: 'Bea@Example.com' });
    expect(first.body.userId).toMatch(/^[a-f0-9]{32}$/);
    // (This once answered the same userId to anyone who typed the email: the hole of issue 8.)
    const again = await request(app).post('/api/register').send({ email: '  bea@example.COM ' });
    expect(again.status).toBe(503); // this suite has no mail queue: the link cannot be sent, and no id is given instead
    expect(again.body.userId).toBeUndefined();
    const other = await request(app).post('/api/register').send({ email: 'cy@example.com' });
    expect(other.body.userId).not.toBe(first.body.userId);
    expect(await users().count({ email: 'bea@example.com' } as never)).toBe(1);
  });

  it('creates exactly one account when the same email registers several times at once; only one answer carries its id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request(app).post('/api/register').send({ email: 'race@example.com' })),
    );
    const ids = answers.map((res) => res.body.userId).filter(Boolean);
    expect(ids).toHaveLength(1);
    expect(await users().count({ email: 'race@example.com' } as never)).toBe(1);
  });

  it.each([
    ['an empty email', { email: '' }],
    ['blank spaces', { email: '   ' }],
    ['a word without @', { email: 'not-an-email' }],
    ['no email field', {}],
    ['a number', { email: 42 }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = await users().count({});
    const res = await request(app).post('/api/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidEmail });
    expect(await users().count({})).toBe(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await request(app).post('/api/register').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('tells other services whether a user is paid; no HTTP route sets the flag, the operator command does', async () => {
    const { body } = await request(app).post('/api/register').send({ email: 'dee@example.com' });
    const unpaid = await request(app).get(`/internal/users/${body.userId}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toEqual({ userId: body.userId, isPaid: false });

    // The old open "set paid" route is gone: nobody who reaches this port can make themselves paid.
    expect((await request(app).post(`/internal/users/${body.userId}/paid`).send({ isPaid: true })).status).toBe(404);
    expect((await request(app).get(`/internal/users/${body.userId}`)).body.isPaid).toBe(false);

    const run = setPaid(['DEE@example.com', 'true']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('dee@example.com');
    expect((await request(app).get(`/internal/users/${body.userId}`)).body.isPaid).toBe(true);
    // The paid flag stays with the account.
    expect((await request(app).get(`/internal/users/${body.userId}`)).body.isPaid).toBe(true);
  }, 60_000);

  it('the operator command refuses an unknown account and bad arguments, changing nothing', async () => {
    expect(setPaid(['nobody@example.com', 'true']).status).toBe(1);
    expect(setPaid(['someone@example.com', 'yes']).status).toBe(2);
    expect((await request(app).get('/internal/users/nobody')).status).toBe(404);
  }, 60_000);

  it('refuses a caller on another host when no INTERNAL_TOKEN is set', async () => {
    const { body } = await request(app).post('/api/register').send({ email: 'far@example.com' });
    const handler = createApp({ config, logger, store, redis });
    const remote = await injectRequest(handler, { url: `/internal/users/${body.userId}`, remoteAddress: '203.0.113.9' });
    expect(remote.status).toBe(403);
    expect(remote.json()).toEqual({ error: MESSAGES.internalOnly });
    const local = await injectRequest(handler, { url: `/internal/users/${body.userId}`, remoteAddress: '127.0.0.1' });
    expect(local.status).toBe(200);
  });

  it('reports healthy', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: 'accounts', status: 'ok' });
  });
});

describe('accounts internal routes with INTERNAL_TOKEN', () => {
  let store: Store;
  let app: http.Server;
  let redis: Redis;
  beforeAll(async () => {
    const config = loadConfig({ ...process.env, ...isolatedTestEnv('accounts-token'), INTERNAL_TOKEN: 's3cret' });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    app = http.createServer(createApp({ config, logger, store, redis }));
  });
  afterAll(async () => {
    await store.close();
    await redis.quit();
  });

  it('requires the shared secret on internal routes only', async () => {
    const { body } = await request(app).post('/api/register').send({ email: 'fay@example.com' });
    expect((await request(app).get(`/internal/users/${body.userId}`)).status).toBe(403);
    expect((await request(app).get(`/internal/users/${body.userId}`).set(INTERNAL_TOKEN_HEADER, 'wrong')).status).toBe(403);
    const ok = await request(app).get(`/internal/users/${body.userId}`).set(INTERNAL_TOKEN_HEADER, 's3cret');
    expect(ok.body).toEqual({ userId: body.userId, isPaid: false });
  });
});
