import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import type { Redis } from 'ioredis';
import { MAX_CHILDREN_PER_FAMILY, MESSAGES } from '@wonderkin/shared';
import { Queue } from 'bullmq';
import { EVENT_QUEUES } from '@wonderkin/shared';
import {
  closeServer, createEventPublisher, createLogger, createSessionRedis, listen, loadConfig, openStore, type Config, type EventPublisher, type Store,
} from '@wonderkin/server-kit';
import { signInByLink } from './support/sign-in';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createChildRepository } from '../src/children/store';
import { createMailQueue, type MailQueue } from '../src/mail/queue';

// Issue 11, child profiles: a signed-in parent keeps several children; only that family reads or changes them; the
// profile holds an optional first name and what lessons need, nothing else; bad input is a clear 400.

const logger = createLogger('children-test', 'silent');

describe('child profiles', () => {
  const env = isolatedTestEnv('children');
  let config: Config;
  let store: Store;
  let redis: Redis;
  let mailQueue: MailQueue;
  let server: http.Server;
  let events: EventPublisher;
  let learningEvents: Queue;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env, INTERNAL_TOKEN: 'internal-secret' });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    events = createEventPublisher({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    learningEvents = new Queue(EVENT_QUEUES.learning, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    server = http.createServer(createApp({ config, logger, store, mailQueue, redis, events }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);

  afterAll(async () => {
    await mailQueue?.close();
    await events?.close();
    await learningEvents?.close();
    if (server) await closeServer(server);
    await redis?.quit();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  let families = 0;
  async function family() {
    families += 1;
    return signInByLink(server, store, `family${families}-${Date.now()}@example.com`);
  }

  const maya = { firstName: 'Maya', ageRange: '6-8', interests: ['Minecraft', ' space  rockets ', 'minecraft'], goals: ['reading'], supportNeeds: ['dyslexia-friendly'] };

  it('a parent adds two children, lists them, changes one and removes the other', async () => {
    const { browser } = await family();
    const first = await browser.post('/api/children').send(maya);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      childId: expect.stringMatching(/^child_[a-f0-9]{32}$/), firstName: 'Maya', ageRange: '6-8', interests: ['Minecraft', 'space rockets'],
      goals: ['reading'], supportNeeds: ['dyslexia-friendly'], weeklyReportEmail: false, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const second = await browser.post('/api/children').send({ ageRange: '3-5', supportNeeds: ['pre-reader'] });
    expect(second.status).toBe(201);
    expect(second.body).not.toHaveProperty('firstName');

    const list = await browser.get('/api/children');
    expect(list.body.children.map((child: { childId: string }) => child.childId)).toEqual([first.body.childId, second.body.childId]);
    expect(list.headers['cache-control']).toContain('no-store');

    const changed = await browser.patch(`/api/children/${first.body.childId}`).send({ ageRange: '9-12', firstName: '', interests: ['volcanoes'] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ageRange: '9-12', interests: ['volcanoes'], goals: ['reading'] });
    expect(changed.body).not.toHaveProperty('firstName');
    expect((await browser.get(`/api/children/${first.body.childId}`)).body.ageRange).toBe('9-12');

    expect((await browser.delete(`/api/children/${second.body.childId}`)).status).toBe(204);
    // The learning service is told, durably, so the child's answers and cards go too.
    const told = await learningEvents.getJob(`child-deleted-${second.body.childId}`);
    expect(told?.name).toBe('child.deleted');
    expect(told?.data).toMatchObject({ childId: second.body.childId });
    expect((await browser.get('/api/children')).body.children).toHaveLength(1);
    const again = await browser.delete(`/api/children/${second.body.childId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: MESSAGES.childNotFound });
  });

  it('another family can neither read, change nor remove a child: 404, as if it did not exist; signed out is 401', async () => {
    const ann = await family();
    const bob = await family();
    const child = (await ann.browser.post('/api/children').send(maya)).body;
    for (const res of [
      await bob.browser.get(`/api/children/${child.childId}`),
      await bob.browser.patch(`/api/children/${child.childId}`).send({ ageRange: '13+' }),
      await bob.browser.delete(`/api/children/${child.childId}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.childNotFound });
    }
    expect((await bob.browser.get('/api/children')).body.children).toEqual([]);
    expect((await ann.browser.get(`/api/children/${child.childId}`)).body.ageRange).toBe('6-8');
    const signedOut = await request(server).get('/api/children');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: MESSAGES.signInRequired });
    expect((await request(server).post('/api/children').send(maya)).status).toBe(401);
    // A user id in the body names nobody: the child belongs to the session's family.
    const forged = await bob.browser.post('/api/children').send({ ...maya, userId: ann.userId });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: MESSAGES.childUnknownField });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { browser } = await family();
    const cases: [unknown, string][] = [
      [{ ageRange: '2-3' }, MESSAGES.childAgeRange],
      [{ firstName: 'Maya' }, MESSAGES.childAgeRange],
      [{ ...maya, interests: ['<script>'] }, MESSAGES.childInterestWords],
      [{ ...maya, interests: 'dinosaurs' }, MESSAGES.childInterestWords],
      [{ ...maya, interests: Array.from({ length: 9 }, (_v, i) => `topic ${i}`) }, MESSAGES.childTooManyInterests],
      [{ ...maya, firstName: 'x'.repeat(41) }, MESSAGES.childFirstName],
      [{ ...maya, birthDate: '2019-01-01' }, MESSAGES.childUnknownField],
      [{ ...maya, supportNeeds: ['telepathy'] }, MESSAGES.childChoices],
    ];
    for (const [body, message] of cases) {
      const res = await browser.post('/api/children').send(body as object);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    }
    expect((await browser.get('/api/children')).body.children).toEqual([]);
    expect((await browser.patch('/api/children/not-an-id').send({ ageRange: '3-5' })).status).toBe(404);
  });

  it(`keeps at most ${MAX_CHILDREN_PER_FAMILY} children per family`, async () => {
    const { browser } = await family();
    for (let i = 0; i < MAX_CHILDREN_PER_FAMILY; i += 1) expect((await browser.post('/api/children').send({ ageRange: '6-8' })).status).toBe(201);
    const over = await browser.post('/api/children').send({ ageRange: '6-8' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: MESSAGES.tooManyChildren });
    expect((await browser.get('/api/children')).body.children).toHaveLength(MAX_CHILDREN_PER_FAMILY);
  });

  it('other services read a profile only with the token and only for the family that owns it', async () => {
    const ann = await family();
    const child = (await ann.browser.post('/api/children').send(maya)).body;
    const path = `/internal/children/${child.childId}?userId=${ann.userId}`;
    const withToken = await request(server).get(path).set('x-internal-token', 'internal-secret');
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatchObject({ childId: child.childId, ageRange: '6-8', interests: ['Minecraft', 'space rockets'] });
    expect((await request(server).get(path).set('x-internal-token', 'wrong')).status).toBe(403);
    const otherFamily = await request(server).get(`/internal/children/${child.childId}?userId=someone_else`).set('x-internal-token', 'internal-secret');
    expect(otherFamily.status).toBe(404);
  });

  it('removing every profile of a family (account deletion) leaves other families alone', async () => {
    const ann = await family();
    const bob = await family();
    await ann.browser.post('/api/children').send(maya);
    await ann.browser.post('/api/children').send({ ageRange: '3-5' });
    await bob.browser.post('/api/children').send(maya);
    const repo = createChildRepository(store);
    expect(await repo.removeAllOf(ann.userId)).toBe(2);
    expect(await repo.removeAllOf(ann.userId)).toBe(0);
    expect((await ann.browser.get('/api/children')).body.children).toEqual([]);
    expect((await bob.browser.get('/api/children')).body.children).toHaveLength(1);
  });
});
