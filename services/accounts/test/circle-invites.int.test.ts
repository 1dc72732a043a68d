import fs from 'node:fs';
import http from 'node:http';
import type { Redis } from 'ioredis';
import { MAX_CARE_INVITES_PER_DAY, MESSAGES } from '@wonderkin/shared';
import {
  closeServer, createLogger, createSessionRedis, listen, loadConfig, openStore, type Config, type Store,
} from '@wonderkin/server-kit';
import { signInByLink } from './support/sign-in';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createMailQueue, type MailQueue } from '../src/mail/queue';

// Issue 22: an invitation is an email to an address someone typed, so the circle cannot be used to flood inboxes: a
// family sends at most MAX_CARE_INVITES_PER_DAY a day, and an address gets at most EMAILS_PER_ADDRESS_PER_DAY emails a
// day from every family together. A refused invitation stores nothing.

const logger = createLogger('circle-invites-test', 'silent');

describe('invitations are limited per family and per address', () => {
  const base = isolatedTestEnv('circle-invites');
  const env = { ...base, EMAILS_PER_ADDRESS_PER_DAY: '2' };
  let config: Config;
  let store: Store;
  let redis: Redis;
  let mailQueue: MailQueue;
  let server: http.Server;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);
  afterAll(async () => {
    await mailQueue?.close();
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(base.DATA_DIR, { recursive: true, force: true });
  });

  async function familyWithChild(email: string) {
    const { browser } = await signInByLink(server, store, email);
    const child = await browser.post('/api/children').send({ firstName: 'Sam', ageRange: '6-8' });
    expect(child.status).toBe(201);
    const invite = (to: string) => browser.post('/api/circle/invites').send({ email: to, name: 'Ana', relation: 'tutor', role: 'viewer', childIds: [child.body.childId] });
    return { browser, invite };
  }

  it(`a family's ${MAX_CARE_INVITES_PER_DAY + 1}th invitation of the day is refused in words and stores nothing`, async () => {
    const { browser, invite } = await familyWithChild(`busy.${Date.now()}@example.com`);
    for (let i = 0; i < MAX_CARE_INVITES_PER_DAY; i += 1) expect((await invite(`helper${i}.${Date.now()}@example.com`)).status).toBe(201);
    const refused = await invite(`one.more.${Date.now()}@example.com`);
    expect([refused.status, refused.body.error]).toEqual([429, MESSAGES.careInvitesToday]);
    expect((await browser.get('/api/circle')).body.grants).toHaveLength(MAX_CARE_INVITES_PER_DAY);
  });

  it('an address invited by several families gets at most its daily allowance of emails', async () => {
    const target = `popular.${Date.now()}@example.com`;
    for (let i = 0; i < 2; i += 1) expect((await (await familyWithChild(`family${i}.${Date.now()}@example.com`)).invite(target)).status).toBe(201);
    const third = await familyWithChild(`family3.${Date.now()}@example.com`);
    const refused = await third.invite(target);
    expect([refused.status, refused.body.error]).toEqual([429, MESSAGES.careInviteAddressToday]);
    expect((await third.browser.get('/api/circle')).body.grants).toEqual([]);
  });
});
