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
import { createUserRepository } from '../src/store/users';
import { mintSession } from '../../../tests/support/sessions';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// Issues 8 and 18: typing an email signs nobody in. Every address, new or known, gets a one-time link by email
// (received here over real SMTP from the real mail worker); the account is made only when the link is used, the link
// works once, and the first proof of an address ends every session made before it.

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

  const CHECK_EMAIL = { status: 'check-email', message: MESSAGES.signInLinkSent };

  /** Registers `email` in `browser`, reads the emailed link and uses it there: the browser is signed in. */
  async function signUp(browser: ReturnType<typeof request.agent>, email: string) {
    expect((await browser.post('/api/register').send({ email })).body).toEqual(CHECK_EMAIL);
    const token = linkToken((await smtp.waitFor(email.toLowerCase())).at(-1)!);
    const verified = await browser.post('/api/login/verify').send({ token });
    expect(verified.status).toBe(200);
    return verified;
  }

  it('typing a new email creates nothing and signs nobody in: the account is made when the emailed link is used', async () => {
    const browser = request.agent(server);
    const res = await browser.post('/api/register').send({ email: 'New.Parent@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CHECK_EMAIL);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: false });
    expect(await createUserRepository(store).findByEmail('new.parent@example.com')).toBeNull();

    const [message] = await smtp.waitFor('new.parent@example.com');
    expect(message.mail.subject).toBe('Confirm your email for Wonderkin');
    const token = linkToken(message);
    // Only the hash of the token is stored.
    const stored = await store.collection<{ id: string }>('sign_in_links', { schema: { parse: (doc: unknown) => doc } as never }).find({});
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((doc) => doc.id)).not.toContain(token);

    // The page asks first: whose link it is, without spending it (asked twice, still whole).
    for (let i = 0; i < 2; i += 1) {
      const link = await browser.post('/api/login/link').send({ token });
      expect(link.body).toEqual({ email: 'new.parent@example.com', hasAccount: false });
    }
    const verified = await browser.post('/api/login/verify').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ userId: expect.stringMatching(/^[a-f0-9]{32}$/), created: true, endedSessions: 0 });
    const cookie = sessionCookie(verified);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: true, userId: verified.body.userId, email: 'new.parent@example.com', isPaid: false });
    // Another browser is nobody; the spent link shows nothing any more.
    expect((await request(server).get('/api/me')).body).toEqual({ signedIn: false });
    expect((await request(server).post('/api/login/link').send({ token })).status).toBe(400);
  }, 30_000);

  it('answers a known and an unknown address alike, so nobody learns who has an account', async () => {
    await signUp(request.agent(server), 'known@example.com');
    const known = await request(server).post('/api/register').send({ email: 'KNOWN@example.com' });
    const unknown = await request(server).post('/api/register').send({ email: 'nobody-here@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect((await smtp.waitFor('known@example.com', 2))[1].mail.subject).toBe('Your Wonderkin sign-in link');
  }, 30_000);

  it('an existing email signs nobody in; its owner gets a link that works once, then is spent', async () => {
    const owner = request.agent(server);
    const registered = (await signUp(owner, 'ann@example.com')).body;

    const stranger = request.agent(server);
    const res = await stranger.post('/api/register').send({ email: 'ANN@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CHECK_EMAIL);
    expect(JSON.stringify(res.body)).not.toContain(registered.userId);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await stranger.get('/api/me')).body).toEqual({ signedIn: false });

    const messages = await smtp.waitFor('ann@example.com', 2);
    expect(messages[1].mail.subject).toBe('Your Wonderkin sign-in link');
    const token = linkToken(messages[1]);
    expect((await stranger.post('/api/login/link').send({ token })).body).toEqual({ email: 'ann@example.com', hasAccount: true });

    // Whoever opens the link (here, a third browser) is signed in as the account, with a fresh session id; the
    // owner's first browser stays signed in (the address was proved already).
    const phone = request.agent(server);
    const verified = await phone.post('/api/login/verify').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ userId: registered.userId, created: false, endedSessions: 0 });
    expect(sessionCookie(verified)).toMatch(/HttpOnly/i);
    expect((await phone.get('/api/me')).body).toMatchObject({ signedIn: true, userId: registered.userId, email: 'ann@example.com' });
    expect((await owner.get('/api/me')).body).toMatchObject({ signedIn: true, userId: registered.userId });

    // Spent: the same link again, in any browser, is refused and signs nobody in.
    const again = await stranger.post('/api/login/verify').send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: MESSAGES.signInLinkInvalid });
    expect((await stranger.get('/api/me')).body).toEqual({ signedIn: false });
  }, 30_000);

  it('pre-registration takeover: a session made for an address before its owner proved it ends when the owner does', async () => {
    // An account registered by someone else before sign-in needed a link (as the old flow allowed): no proof date,
    // and that someone's 30-day session.
    const users = createUserRepository(store);
    const squatted = await users.insertIfAbsent({ userId: 'f'.repeat(32), email: 'victim@example.com', isPaid: false, createdAt: new Date().toISOString() });
    const mallory = await mintSession(redis, config, squatted.userId);
    expect((await request(server).get('/api/me').set('Cookie', mallory)).body).toMatchObject({ signedIn: true, email: 'victim@example.com' });

    // Today typing the address gives Mallory nothing.
    const attempt = await request(server).post('/api/register').send({ email: 'victim@example.com' });
    expect(attempt.body).toEqual(CHECK_EMAIL);
    expect(sessionCookie(attempt)).toBeUndefined();

    // The owner uses the link sent to her: Mallory's session ends, and the owner is told one other device was signed out.
    const owner = request.agent(server);
    const token = linkToken((await smtp.waitFor('victim@example.com')).at(-1)!);
    const verified = await owner.post('/api/login/verify').send({ token });
    expect(verified.body).toEqual({ userId: squatted.userId, created: false, endedSessions: 1 });
    expect((await request(server).get('/api/me').set('Cookie', mallory)).body).toEqual({ signedIn: false });
    expect((await owner.get('/api/me')).body).toMatchObject({ signedIn: true, email: 'victim@example.com' });
    expect((await users.findById(squatted.userId))?.emailVerifiedAt).toEqual(expect.any(String));
  }, 30_000);

  it('two clicks on one link at once sign in once', async () => {
    await request(server).post('/api/register').send({ email: 'twice@example.com' });
    await request(server).post('/api/register').send({ email: 'twice@example.com' });
    const token = linkToken((await smtp.waitFor('twice@example.com'))[0]);
    const answers = await Promise.all([1, 2, 3].map(() => request(server).post('/api/login/verify').send({ token })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
    expect(await createUserRepository(store).findByEmail('twice@example.com')).not.toBeNull();
  }, 30_000);

  it('sends at most one sign-in email a minute per address, so the form cannot flood an inbox', async () => {
    await request(server).post('/api/register').send({ email: 'flood@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const res = await request(server).post('/api/register').send({ email: 'flood@example.com' });
      expect(res.body).toEqual(CHECK_EMAIL);
    }
    await smtp.waitFor('flood@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // anything more would have arrived by now
    expect(smtp.to('flood@example.com')).toHaveLength(1);
  }, 30_000);

  it('refuses an expired, unknown or malformed token with 400 in words', async () => {
    const tokens = createSignInTokenRepository(store);
    const expired = await tokens.issue('late@example.com', new Date(Date.now() - 16 * 60 * 1000), 15 * 60 * 1000);
    for (const token of [expired, 'f'.repeat(64), 'not-a-token', '', 42]) {
      for (const path of ['/api/login/verify', '/api/login/link']) {
        const res = await request(server).post(path).send({ token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: MESSAGES.signInLinkInvalid });
      }
    }
    expect((await request(server).post('/api/login/verify').send({})).status).toBe(400);
    expect(await createUserRepository(store).findByEmail('late@example.com')).toBeNull();
  });

  it('logout ends the session: the old cookie is worth nothing afterwards', async () => {
    const browser = request.agent(server);
    const res = await signUp(browser, 'leaving@example.com');
    const cookie = sessionCookie(res)!.split(';')[0];
    expect((await request(server).get('/api/me').set('Cookie', cookie)).body.signedIn).toBe(true);
    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await browser.get('/api/me')).body).toEqual({ signedIn: false });
    // A copy of the cookie kept from before is dead too (the session is gone from Redis).
    expect((await request(server).get('/api/me').set('Cookie', cookie)).body).toEqual({ signedIn: false });
  }, 30_000);

  it('a browser already signed in as the account gets its own id back without an email', async () => {
    const browser = request.agent(server);
    const { body } = await signUp(browser, 'self@example.com');
    const again = await browser.post('/api/register').send({ email: 'self@example.com' });
    expect(again.body).toEqual({ userId: body.userId });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to('self@example.com')).toHaveLength(1);
  }, 30_000);
});
