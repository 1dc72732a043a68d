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
import { createSignInTokenRepository } from '../src/store/sign-in-tokens';
import { signInByLink } from './support/sign-in';

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

  it('an account is made by a used link, with a random 128-bit user id; typing an email alone makes none', async () => {
    // This suite has no mail queue: the link cannot be sent, so the answer is 503 and nothing is stored.
    const typed = await request(app).post('/api/register').send({ email: '  Bea@Example.COM ' });
    expect(typed.status).toBe(503);
    expect(typed.body.userId).toBeUndefined();
    expect(await users().count({ email: 'bea@example.com' } as never)).toBe(0);

    const { userId } = await signInByLink(app, store, 'bea@example.com');
    expect(userId).toMatch(/^[a-f0-9]{32}$/);
    // A second link to the same address signs into the same account; another address gets another one.
    expect((await signInByLink(app, store, 'bea@example.com')).userId).toBe(userId);
    expect((await signInByLink(app, store, 'cy@example.com')).userId).not.toBe(userId);
    expect(await users().count({ email: 'bea@example.com' } as never)).toBe(1);
  });

  it('creates exactly one account when links of one new email are used at once; exactly one says it created it', async () => {
    const tokens = createSignInTokenRepository(store);
    const links = await Promise.all(Array.from({ length: 8 }, () => tokens.issue('race@example.com', new Date(), 60_000)));
    const answers = await Promise.all(links.map((token) => request(app).post('/api/login/verify').send({ token })));
    expect(new Set(answers.map((res) => res.body.userId)).size).toBe(1);
    expect(answers.filter((res) => res.body.created)).toHaveLength(1);
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
    const body = await signInByLink(app, store, 'dee@example.com');
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
    const body = await signInByLink(app, store, 'far@example.com');
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
    const body = await signInByLink(app, store, 'fay@example.com');
    expect((await request(app).get(`/internal/users/${body.userId}`)).status).toBe(403);
    expect((await request(app).get(`/internal/users/${body.userId}`).set(INTERNAL_TOKEN_HEADER, 'wrong')).status).toBe(403);
    const ok = await request(app).get(`/internal/users/${body.userId}`).set(INTERNAL_TOKEN_HEADER, 's3cret');
    expect(ok.body).toEqual({ userId: body.userId, isPaid: false });
  });
});
