import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import type { Redis } from 'ioredis';
import { MESSAGES, sessionCookieName } from '@wonderkin/shared';
import {
  closeServer, createLogger, createSessionRedis, listen, loadConfig, openStore, type Config, type Store,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createMailQueue, type MailQueue } from '../src/mail/queue';
import { startMailWorker, type MailWorker } from '../src/mail/worker-runtime';
import { createSignInTokenRepository } from '../src/store/sign-in-tokens';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// Issue 8, "Accounts and privacy": typing someone else's email must not sign in as them. An existing email gets a
// one-time sign-in link by email (received here over real SMTP from the real mail worker); the link works once.

const PUBLIC_URL = 'https://wonderkin.example.org';
const logger = createLogger('sign-in-test', 'silent');

/** The token of the sign-in link in an email (HTML button and text part carry the same link). */
function linkToken(message: ReceivedMail): string {
  const match = /https:\/\/wonderkin\.example\.org\/login\?token=([a-f0-9]{64})/.exec(message.mail.text ?? '');
  if (!match) throw new Error(`no sign-in link in: ${message.mail.text}`);
  expect(message.mail.html).toContain(`${PUBLIC_URL}/login?token=${match[1]}`);
  return match[1];
}

describe('sign-in links and server sessions', () => {
  const env = isolatedTestEnv('sign-in');
  let smtp: TestSmtpServer;
  let config: Config;
  let store: Store;
  let workerStore: Store;
  let redis: Redis;
  let mailQueue: MailQueue;
  let worker: MailWorker;
  let server: http.Server;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    config = loadConfig({ ...process.env, ...env, SMTP_URL: smtp.url, PUBLIC_URL });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis }));
    await listen(server, 0, '127.0.0.1');
    workerStore = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    worker = startMailWorker({ config, logger, store: workerStore });
    await worker.ready();
  }, 30_000);

  afterAll(async () => {
    await worker?.close();
    await workerStore?.close();
    await mailQueue?.close();
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    await smtp?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  const sessionCookie = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${sessionCookieName()}=`));

  it('a new email registers and signs in at once: { userId } and an HttpOnly, SameSite session cookie; /api/me knows it', async () => {
    const browser = request.agent(server);
    const res = await browser.post('/api/register').send({ email: 'New.Parent@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: expect.stringMatching(/^[a-f0-9]{32}$/) });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: true, userId: res.body.userId, email: 'new.parent@example.com', isPaid: false });
    // Another browser is nobody.
    expect((await request(server).get('/api/me')).body).toEqual({ signedIn: false });
  });

  it('an existing email reveals no user id and signs nobody in; its owner gets a link that works once, then is spent', async () => {
    const owner = request.agent(server);
    const { body: registered } = await owner.post('/api/register').send({ email: 'ann@example.com' });

    const stranger = request.agent(server);
    const res = await stranger.post('/api/register').send({ email: 'ANN@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'check-email', message: MESSAGES.signInLinkSent });
    expect(JSON.stringify(res.body)).not.toContain(registered.userId);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await stranger.get('/api/me')).body).toEqual({ signedIn: false });

    const [message] = await smtp.waitFor('ann@example.com');
    expect(message.mail.subject).toBe('Your Wonderkin sign-in link');
    const token = linkToken(message);
    // Only the hash of the token is stored.
    const stored = await store.collection<{ id: string }>('sign_in_tokens', { schema: { parse: (doc: unknown) => doc } as never }).find({});
    expect(stored.map((doc) => doc.id)).not.toContain(token);

    // Whoever opens the link (here, a third browser) is signed in as the account, with a fresh session id.
    const phone = request.agent(server);
    const verified = await phone.post('/api/login/verify').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ userId: registered.userId });
    expect(sessionCookie(verified)).toMatch(/HttpOnly/i);
    expect((await phone.get('/api/me')).body).toMatchObject({ signedIn: true, userId: registered.userId, email: 'ann@example.com' });

    // Spent: the same link again, in any browser, is refused and signs nobody in.
    const again = await stranger.post('/api/login/verify').send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: MESSAGES.signInLinkInvalid });
    expect((await stranger.get('/api/me')).body).toEqual({ signedIn: false });
  }, 30_000);

  it('two clicks on one link at once sign in once', async () => {
    await request(server).post('/api/register').send({ email: 'twice@example.com' });
    await request(server).post('/api/register').send({ email: 'twice@example.com' });
    const token = linkToken((await smtp.waitFor('twice@example.com'))[0]);
    const answers = await Promise.all([1, 2, 3].map(() => request(server).post('/api/login/verify').send({ token })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
  }, 30_000);

  it('sends at most one sign-in email a minute per address, so the form cannot flood an inbox', async () => {
    await request(server).post('/api/register').send({ email: 'flood@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const res = await request(server).post('/api/register').send({ email: 'flood@example.com' });
      expect(res.body).toEqual({ status: 'check-email', message: MESSAGES.signInLinkSent });
    }
    await smtp.waitFor('flood@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // anything more would have arrived by now
    expect(smtp.to('flood@example.com')).toHaveLength(1);
  }, 30_000);

  it('refuses an expired, unknown or malformed token with 400 in words', async () => {
    const { body } = await request(server).post('/api/register').send({ email: 'late@example.com' });
    const tokens = createSignInTokenRepository(store);
    const expired = await tokens.issue(body.userId, new Date(Date.now() - 16 * 60 * 1000), 15 * 60 * 1000);
    for (const token of [expired, 'f'.repeat(64), 'not-a-token', '', 42]) {
      const res = await request(server).post('/api/login/verify').send({ token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.signInLinkInvalid });
    }
    expect((await request(server).post('/api/login/verify').send({})).status).toBe(400);
  });

  it('logout ends the session: the old cookie is worth nothing afterwards', async () => {
    const browser = request.agent(server);
    const res = await browser.post('/api/register').send({ email: 'leaving@example.com' });
    const cookie = sessionCookie(res)!.split(';')[0];
    expect((await request(server).get('/api/me').set('Cookie', cookie)).body.signedIn).toBe(true);
    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: false });
    // A copy of the cookie kept from before is dead too (the session is gone from Redis).
    expect((await request(server).get('/api/me').set('Cookie', cookie)).body).toEqual({ signedIn: false });
  });

  it('a browser already signed in as the account gets its own id back without an email', async () => {
    const browser = request.agent(server);
    const { body } = await browser.post('/api/register').send({ email: 'self@example.com' });
    const again = await browser.post('/api/register').send({ email: 'self@example.com' });
    expect(again.body).toEqual({ userId: body.userId });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to('self@example.com')).toHaveLength(0);
  });
});
