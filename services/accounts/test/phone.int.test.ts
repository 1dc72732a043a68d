import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@wonderkin/shared';
import {
  closeServer, createLogger, createSessionRedis, listen, loadConfig, openStore, randomId, SmsMailSchema, type Config, type Store,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { mintSession } from '../../../tests/support/sessions';
import { createApp, type AccountsDeps } from '../src/app';
import { PHONE_CODE } from '../src/account/phone';
import { createUserRepository } from '../src/store/users';

// Issue 18: texts go only to a phone its owner proved by typing the 6-digit code we texted to it. The code is sent by
// the mail worker (here the mail queue is a recorder), kept in Redis only as an HMAC with a count of tries and an
// expiry; asking is throttled per account and capped per number and day; the media service reads the result from
// GET /internal/users/:id/contact (a verified email and a verified phone, nothing else).

const logger = createLogger('phone-test', 'silent');
const INTERNAL_TOKEN = 'internal-secret';

describe('verifying the account\'s phone by a texted code', () => {
  const env = isolatedTestEnv('phone');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let server: http.Server;
  const texts: { name: string; data: unknown; options: { jobId?: string; removeOnComplete?: unknown } }[] = [];
  const mailQueue = { add: async (name: string, data: unknown, options: object) => { texts.push({ name, data, options }); return {}; } };

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env, INTERNAL_TOKEN, SMS_PER_NUMBER_PER_DAY: '3' });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    server = http.createServer(createApp({ config, logger, store, mailQueue: mailQueue as unknown as AccountsDeps['mailQueue'], redis }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);

  afterAll(async () => {
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** A signed-in browser of a new account (its email verified unless said otherwise). */
  async function account(options: { verified?: boolean } = {}) {
    const userId = `user_${randomId(8)}`;
    const email = `${userId}@example.com`;
    await createUserRepository(store).insertIfAbsent({
      userId, email, isPaid: false, createdAt: new Date().toISOString(), ...(options.verified === false ? {} : { emailVerifiedAt: new Date().toISOString() }),
    });
    const cookie = await mintSession(redis, config, userId);
    const as = (req: request.Test) => req.set('cookie', cookie);
    return {
      userId, email,
      contact: () => as(request(server).get('/api/account/contact')),
      sendCode: (phone: unknown) => as(request(server).post('/api/account/phone/code')).send({ phone }),
      verify: (code: unknown) => as(request(server).post('/api/account/phone/verify')).send({ code }),
      remove: () => as(request(server).delete('/api/account/phone')),
      /** Lets the next code go out at once (the one-a-minute throttle is a Redis key with a TTL). */
      skipWait: () => redis.del(`${config.QUEUE_PREFIX}:phone-code:wait:${userId}`),
    };
  }
  const internalContact = (userId: string) => request(server).get(`/internal/users/${userId}/contact`).set('x-internal-token', INTERNAL_TOKEN);
  const lastCode = () => /code: (\d{6})\./.exec(SmsMailSchema.parse(texts.at(-1)!.data).body)![1];

  it('signed out: 401 everywhere', async () => {
    for (const res of [
      await request(server).get('/api/account/contact'),
      await request(server).post('/api/account/phone/code').send({ phone: '+14155550100' }),
      await request(server).post('/api/account/phone/verify').send({ code: '123456' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.signInRequired });
    }
  });

  it('texts a code, keeps only its HMAC, and makes the number the account\'s phone when the code comes back', async () => {
    const ann = await account();
    expect((await ann.contact()).body).toEqual({ email: ann.email, emailVerified: true, phone: null });
    expect((await ann.sendCode('555-01')).body).toEqual({ error: MESSAGES.notifyPhoneInvalid });

    const sent = await ann.sendCode('(415) 555-0100');
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sent: true, phone: '+14155550100', expiresInSeconds: PHONE_CODE.ttlSeconds, message: MESSAGES.phoneCodeSent });
    const text = texts.at(-1)!;
    expect(text.name).toBe('sms');
    expect(SmsMailSchema.parse(text.data).to).toBe('+14155550100');
    // A live code does not stay in Redis once the worker sent it; its key is its own.
    expect(text.options).toMatchObject({ jobId: expect.stringMatching(/^phone-code:[a-f0-9]+:sms$/), removeOnComplete: true });
    const code = lastCode();
    const pendingKey = `${config.QUEUE_PREFIX}:phone-code:pending:${ann.userId}`;
    const pending = await redis.hgetall(pendingKey);
    expect(Object.values(pending)).not.toContain(code);
    expect(pending.hash).toMatch(/^[a-f0-9]{64}$/);
    expect(await redis.ttl(pendingKey)).toBeLessThanOrEqual(PHONE_CODE.ttlSeconds);

    // One code a minute per account.
    expect((await ann.sendCode('+14155550100')).body).toEqual({ error: MESSAGES.phoneCodeTooSoon });
    expect((await ann.verify('12345')).body).toEqual({ error: MESSAGES.phoneCodeWrong });
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await ann.verify(wrong)).body).toEqual({ error: MESSAGES.phoneCodeWrong });
    expect((await ann.contact()).body.phone).toBeNull();

    const verified = await ann.verify(code);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ phone: '+14155550100', message: MESSAGES.phoneVerified });
    expect((await ann.contact()).body).toEqual({ email: ann.email, emailVerified: true, phone: '+14155550100' });
    expect((await internalContact(ann.userId)).body).toEqual({ email: ann.email, phone: '+14155550100' });
    // Spent: the same code again proves nothing.
    expect((await ann.verify(code)).body).toEqual({ error: MESSAGES.phoneCodeExpired });

    // Removed: no more texts.
    expect((await ann.remove()).body).toEqual({ phone: null, message: MESSAGES.phoneRemoved });
    expect((await internalContact(ann.userId)).body).toEqual({ email: ann.email, phone: null });
  });

  it('after five wrong tries the code is void, even the right one', async () => {
    const bea = await account();
    await bea.sendCode('+14155550111');
    const code = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < PHONE_CODE.maxAttempts; i += 1) expect((await bea.verify(wrong)).body).toEqual({ error: MESSAGES.phoneCodeWrong });
    expect((await bea.verify(code)).body).toEqual({ error: MESSAGES.phoneCodeExpired });
    expect((await bea.contact()).body.phone).toBeNull();
  });

  it('a number gets at most SMS_PER_NUMBER_PER_DAY codes, whoever asks; an account at most a few a day', async () => {
    const victim = '+14155550199';
    const [cal, dan] = [await account(), await account()];
    expect((await cal.sendCode(victim)).status).toBe(202);
    await cal.skipWait();
    expect((await cal.sendCode(victim)).status).toBe(202);
    expect((await dan.sendCode(victim)).status).toBe(202);
    const before = texts.length;
    await dan.skipWait();
    const capped = await dan.sendCode(victim);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ error: MESSAGES.phoneCodeLimit });
    expect(texts.length).toBe(before);

    const eve = await account();
    for (let i = 0; i < PHONE_CODE.perAccountPerDay; i += 1) {
      await eve.skipWait();
      expect((await eve.sendCode(`+1415555020${i}`)).status).toBe(202);
    }
    await eve.skipWait();
    expect((await eve.sendCode('+14155550299')).body).toEqual({ error: MESSAGES.phoneCodeLimit });
  });

  it('tells media an email only once the account verified it', async () => {
    const fay = await account({ verified: false });
    expect((await fay.contact()).body).toEqual({ email: fay.email, emailVerified: false, phone: null });
    expect((await internalContact(fay.userId)).body).toEqual({ email: null, phone: null });
    expect((await request(server).get(`/internal/users/${fay.userId}/contact`)).status).toBe(403);
    expect((await internalContact('nobody')).status).toBe(404);
  });
});
