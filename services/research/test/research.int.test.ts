import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { anonymousIdCookieName, EXAMPLE_ASKS, IMAGE_MAX_BYTES, MESSAGES, QUEUES, ResearchResultSchema } from '@wonderkin/shared';
import { jobIdFor, type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import {
  closeServer, createLogger, createQueue, createQueueEvents, createRedisConnection, createSessionRedis, listen, loadConfig, openStore,
  type Config, type Queue, type QueueEvents, type Store, type Worker,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createAccountsClient } from '../src/domain/accounts-client';
import { createRedisLimitLock } from '../src/domain/limit-lock';
import { newResearchIds } from '../src/domain/ids';
import { UPLOADS_FOLDER } from '../src/domain/uploads';
import { createOfflineGenerator } from '../src/generators/offline';
import type { LessonGenerator } from '../src/generators/types';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startResearchWorker } from '../src/worker-runtime';
import { mintSession } from '../../../tests/support/sessions';
import { startFakeAccounts } from './support/fake-accounts';

const TOKEN = 'test-internal-token';
const logger = createLogger('research-test', 'silent');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Test doubles around the real generator and store: "[flaky]" throws on its first attempt, "[broken]" always. */
function failingWhenAsked(real: LessonGenerator): LessonGenerator {
  const seen = new Set<string>();
  return {
    source: real.source,
    async generate(input) {
      if (input.question.includes('[broken]')) throw new Error('generator exploded');
      if (input.question.includes('[flaky]') && !seen.has(input.question)) {
        seen.add(input.question);
        throw new Error('generator hiccup');
      }
      return real.generate(input);
    },
  };
}
/** "[after-store]": the first attempt dies right after the lesson was stored, before the ask is completed. */
function dyingAfterStore(repos: ResearchRepositories): ResearchRepositories {
  const failed = new Set<string>();
  return {
    lessons: repos.lessons,
    asks: {
      ...repos.asks,
      async markCompleted(id, options) {
        const ask = await repos.asks.get(id);
        if (ask?.question.includes('[after-store]') && !failed.has(id)) {
          failed.add(id);
          throw new Error('worker died after storing');
        }
        return repos.asks.markCompleted(id, options);
      },
    },
  };
}

describe('research service with a real worker and Redis', () => {
  let config: Config;
  let store: Store;
  let repos: ResearchRepositories;
  let queue: Queue<ResearchJobData, ResearchJobResult>;
  let events: QueueEvents;
  let worker: Worker<ResearchJobData, ResearchJobResult>;
  let server: http.Server;
  let accounts: Awaited<ReturnType<typeof startFakeAccounts>>;
  const progressByJob = new Map<string, number[]>();
  let limitRedis: ReturnType<typeof createRedisConnection>;
  let sessionRedis: ReturnType<typeof createSessionRedis>;
  /** A Cookie header of a browser signed in as `userId` (a server session, as the accounts service makes one). */
  const signedIn = (userId: string) => mintSession(sessionRedis, config, userId);

  beforeAll(async () => {
    accounts = await startFakeAccounts({ 'paid-user': { isPaid: true }, 'free-user': { isPaid: false }, 'race-user': { isPaid: false }, 'race-user-2': { isPaid: false } }, TOKEN);
    // This suite asks many anonymous questions from one address: the per-address allowance has its own suite below.
    config = loadConfig({ ...process.env, ...isolatedTestEnv('research-api'), ACCOUNTS_URL: accounts.url, INTERNAL_TOKEN: TOKEN, ANON_DAILY_ASKS_PER_ADDRESS: '100000' });
    store = await openStore({ service: 'research', dataDir: config.DATA_DIR });
    repos = createRepositories(store);
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, settings);
    events = createQueueEvents(QUEUES.research, settings);
    events.on('progress', ({ jobId, data }) => {
      const list = progressByJob.get(jobId) ?? [];
      list.push((data as { progress: number }).progress);
      progressByJob.set(jobId, list);
    });
    await events.waitUntilReady();
    worker = startResearchWorker({
      config, logger, repos: dyingAfterStore(repos), generator: failingWhenAsked(createOfflineGenerator()), safety: createSafetyScreen(),
    });
    await worker.waitUntilReady();
    limitRedis = createRedisConnection(config.REDIS_URL, 'producer');
    sessionRedis = createSessionRedis(config.REDIS_URL);
    const app = createApp({
      redis: sessionRedis,
      config, logger, repos, researchQueue: queue, limitLock: createRedisLimitLock(limitRedis, config.QUEUE_PREFIX),
      accountsClient: createAccountsClient({ baseUrl: config.services.accounts, token: config.INTERNAL_TOKEN, logger }),
    });
    server = http.createServer(app);
    await listen(server, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await closeServer(server);
    await worker.close();
    await events.close();
    await queue.close();
    await store.close();
    await accounts.close();
    await limitRedis.quit();
    await sessionRedis.quit();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  const ask = (agent: ReturnType<typeof request.agent>, question: string, ageRange = '6-8', query = '') =>
    agent.post(`/api/research${query}`).field('question', question).field('ageRange', ageRange);
  const waitForJob = async (jobId: string) => {
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    return job.waitUntilFinished(events, 20_000);
  };
  const uploads = () => {
    const folder = path.join(config.DATA_DIR, UPLOADS_FOLDER);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it('accepts a question (202), reports 20, 40, 60, 80, 100 in order, and serves a schema-valid lesson', async () => {
    const agent = request.agent(server);
    const res = await ask(agent, 'Why is the sky blue?').expect(202);
    const { slug, jobId } = res.body as { slug: string; jobId: string };
    const id = slug.split('-')[0];
    expect(slug).toMatch(/^[a-f0-9]{32}-why-is-the-sky-blue$/);
    expect(jobId).toBe(jobIdFor('research', id));
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${anonymousIdCookieName()}=`);
    expect(cookie).toMatch(/HttpOnly/i);

    await expect(waitForJob(jobId)).resolves.toEqual({ researchId: id, slug, free: false });
    // QueueEvents delivers the progress stream shortly after the job's own completion event.
    for (let i = 0; i < 50 && (progressByJob.get(jobId) ?? []).length < 5; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(progressByJob.get(jobId)).toEqual([20, 40, 60, 80, 100]);

    const lesson = await agent.get('/api/get-research').query({ id: slug }).expect(200);
    const parsed = ResearchResultSchema.safeParse(lesson.body);
    expect(parsed.success).toBe(true);
    expect(lesson.body).toMatchObject({ id, slug, ageRange: '6-8', originalQuestion: 'Why is the sky blue?', source: 'offline', safety: 'ok' });
    expect(lesson.body.quickAnswer.length).toBeGreaterThan(10);
    await agent.get('/api/get-research').query({ id }).expect(200);
    expect((await repos.asks.get(id))?.status).toBe('completed');
  });

  it('answers 202 pending with the job id while the lesson is being made', async () => {
    await worker.pause();
    try {
      const agent = request.agent(server);
      const { body } = await ask(agent, 'How do volcanoes erupt?').expect(202);
      const pending = await agent.get('/api/get-research').query({ id: body.slug }).expect(202);
      expect(pending.body).toMatchObject({ status: 'pending', jobId: body.jobId, progress: 0 });
      worker.resume();
      await waitForJob(body.jobId);
      await agent.get('/api/get-research').query({ id: body.slug }).expect(200);
    } finally {
      worker.resume();
    }
  });

  it('turns an image without text into "Analyzing image: {filename}" and deletes the upload once the lesson is made', async () => {
    const agent = request.agent(server);
    const { body } = await agent.post('/api/research').field('ageRange', '9-12')
      .attach('image', PNG, { filename: 'leaf.png', contentType: 'image/png' }).expect(202);
    expect(body.slug).toMatch(/-analyzing-image-leaf-png$/);
    const id = body.slug.split('-')[0];
    expect((await repos.asks.get(id))?.question).toBe('Analyzing image: leaf.png');
    await waitForJob(body.jobId);
    const lesson = await agent.get('/api/get-research').query({ id }).expect(200);
    expect(lesson.body.originalQuestion).toBe('Analyzing image: leaf.png');
    expect(uploads()).toEqual([]);
  });

  describe('bad input: a clear 4xx and nothing stored', () => {
    const cases: [string, (agent: ReturnType<typeof request.agent>) => request.Test, number, string][] = [
      ['no question and no image', (a) => a.post('/api/research').field('ageRange', '6-8'), 400, MESSAGES.questionRequired],
      ['a blank question', (a) => a.post('/api/research').field('question', '   ').field('ageRange', '6-8'), 400, MESSAGES.questionRequired],
      ['an unknown age range', (a) => a.post('/api/research').field('question', 'Why?').field('ageRange', '14-18'), 400, MESSAGES.invalidAgeRange],
      ['no age range', (a) => a.post('/api/research').field('question', 'Why?'), 400, MESSAGES.invalidAgeRange],
      ['a question over 500 characters', (a) => a.post('/api/research').field('question', 'x'.repeat(501)).field('ageRange', '6-8'), 400, MESSAGES.questionTooLong],
      ['a file that is not an image', (a) => a.post('/api/research').field('ageRange', '6-8')
        .attach('image', Buffer.from('%PDF-1.4'), { filename: 'doc.pdf', contentType: 'application/pdf' }), 400, MESSAGES.imageOnly],
      ['an image over 10 MB', (a) => a.post('/api/research').field('question', 'What is this?').field('ageRange', '6-8')
        .attach('image', Buffer.alloc(IMAGE_MAX_BYTES + 1), { filename: 'big.png', contentType: 'image/png' }), 413, MESSAGES.imageTooLarge],
      ['an SVG with a script, declared as a PNG', (a) => a.post('/api/research').field('question', 'What is this?').field('ageRange', '6-8')
        .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'x.png', contentType: 'image/png' }), 400, MESSAGES.imageUnreadable],
      ['a PHP file declared as a PNG', (a) => a.post('/api/research').field('question', 'What is this?').field('ageRange', '6-8')
        .attach('image', Buffer.from('<?php system($_GET["c"]); ?>'), { filename: 'shell.png', contentType: 'image/png' }), 400, MESSAGES.imageUnreadable],
      ['an empty file declared as a PNG', (a) => a.post('/api/research').field('ageRange', '6-8')
        .attach('image', Buffer.alloc(0), { filename: 'empty.png', contentType: 'image/png' }), 400, MESSAGES.imageUnreadable],
      ['an honest SVG', (a) => a.post('/api/research').field('ageRange', '6-8')
        .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), { filename: 'x.svg', contentType: 'image/svg+xml' }), 400, MESSAGES.imageUnreadable],
      ['a file in another field', (a) => a.post('/api/research').field('ageRange', '6-8')
        .attach('photo', PNG, { filename: 'leaf.png', contentType: 'image/png' }), 400, MESSAGES.uploadInvalid],
    ];
    it.each(cases)('POST /api/research with %s', async (_name, send, status, message) => {
      const before = await repos.asks.count();
      const res = await send(request.agent(server));
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: message });
      expect(await repos.asks.count()).toBe(before);
      expect(uploads()).toEqual([]);
    });

    it('GET /api/get-research without an id, with a malformed id and with an unknown id', async () => {
      const agent = request.agent(server);
      expect((await agent.get('/api/get-research').expect(400)).body).toEqual({ error: MESSAGES.researchIdRequired });
      expect((await agent.get('/api/get-research?id=nope').expect(404)).body).toEqual({ error: MESSAGES.researchNotFound });
      expect((await agent.get(`/api/get-research?id=${'a'.repeat(32)}-some-question`).expect(404)).body).toEqual({ error: MESSAGES.researchNotFound });
    });

    it('GET /api/check-limits with a bad anonymousQuestionCount', async () => {
      for (const value of ['-1', 'abc', '1.5']) {
        const res = await request(server).get('/api/check-limits').query({ anonymousQuestionCount: value }).expect(400);
        expect(res.body).toEqual({ error: MESSAGES.invalidQuestionCount });
      }
    });
  });

  it('answers 503 and keeps nothing when the job cannot be enqueued', async () => {
    const broken = createApp({
      config, logger, repos, redis: sessionRedis,
      researchQueue: { add: async () => { throw new Error('Redis is away'); }, getJob: queue.getJob.bind(queue) },
      accountsClient: createAccountsClient({ baseUrl: config.services.accounts, token: config.INTERNAL_TOKEN, logger }),
    });
    const before = await repos.asks.count();
    const res = await request(broken).post('/api/research').field('question', 'Why do cats purr?').field('ageRange', '6-8')
      .attach('image', PNG, { filename: 'cat.png', contentType: 'image/png' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.serviceUnavailable });
    expect(await repos.asks.count()).toBe(before);
    expect(uploads()).toEqual([]);
  });

  describe('free limit', () => {
    it('refuses the 4th anonymous question (403) with the same cookie, even with ?skip', async () => {
      const agent = request.agent(server);
      expect((await agent.get('/api/check-limits').expect(200)).body).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
      const jobs: string[] = [];
      for (const question of ['Why do cats purr?', 'What are black holes?', 'Why do we need to sleep?']) {
        jobs.push((await ask(agent, question).expect(202)).body.jobId);
      }
      expect((await agent.get('/api/check-limits').expect(200)).body).toEqual({ questionCount: 3, limit: 3, hasReachedLimit: true, isPaid: false });
      const before = await repos.asks.count();
      expect((await ask(agent, 'How do plants make food?').expect(403)).body).toEqual({ error: MESSAGES.limitReached });
      expect((await ask(agent, 'How do plants make food?', '6-8', '?skip=true').expect(403)).body).toEqual({ error: MESSAGES.limitReached });
      expect(await repos.asks.count()).toBe(before);
      // A new visitor (no cookie) still has all free questions.
      await ask(request.agent(server), 'How do plants make food?').expect(202);
      await Promise.all(jobs.map(waitForJob));
    });

    it('gives back a question answered by the exploration page, and answers an emergency at the limit without counting it', async () => {
      const agent = request.agent(server);
      // Nothing in the library answers this: the exploration page, which does not use up a free question.
      const unanswered = (await ask(agent, 'Why do zebras in the Okavango wake up so early in winter?').expect(202)).body;
      expect(await waitForJob(unanswered.jobId)).toMatchObject({ free: true });
      expect((await agent.get('/api/check-limits').expect(200)).body).toMatchObject({ questionCount: 0 });
      const jobs: string[] = [];
      for (const question of ['Why do cats purr?', 'What are black holes?', 'Why do we need to sleep?']) jobs.push((await ask(agent, question).expect(202)).body.jobId);
      await Promise.all(jobs.map(waitForJob));
      expect((await agent.get('/api/check-limits').expect(200)).body).toMatchObject({ questionCount: 3, hasReachedLimit: true });
      // At the limit, an emergency is still answered (never the upgrade offer), and it is not counted.
      const emergency = (await ask(agent, 'my little brother just swallowed a button battery').expect(202)).body;
      expect(await waitForJob(emergency.jobId)).toMatchObject({ free: true });
      const lesson = (await agent.get(`/api/get-research?id=${emergency.slug}`).expect(200)).body;
      expect(lesson.callNow).toBeDefined();
      expect((await agent.get('/api/check-limits').expect(200)).body).toMatchObject({ questionCount: 3 });
      expect((await ask(agent, 'How do plants make food?').expect(403)).body).toEqual({ error: MESSAGES.limitReached });
    });

    it("lets the client's count raise the anonymous count but never lower it", async () => {
      const agent = request.agent(server);
      expect((await agent.get('/api/check-limits?anonymousQuestionCount=2').expect(200)).body).toMatchObject({ questionCount: 2, hasReachedLimit: false });
      expect((await agent.get('/api/check-limits?anonymousQuestionCount=5&skip=1').expect(200)).body).toMatchObject({ questionCount: 5, hasReachedLimit: true });
      const { body } = await ask(agent, 'Why is the sky blue?').expect(202);
      expect((await agent.get('/api/check-limits?anonymousQuestionCount=0').expect(200)).body).toMatchObject({ questionCount: 1 });
      await waitForJob(body.jobId);
    });

    it('counts signed-in users by their asks, with isPaid from accounts (paid users are never limited)', async () => {
      const paid = await signedIn('paid-user');
      const paidJobs: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        paidJobs.push((await request(server).post('/api/research').set('Cookie', paid).field('question', `Why is the sky blue? ${i}`).field('ageRange', '6-8').field('userId', 'paid-user').expect(202)).body.jobId);
      }
      expect((await request(server).get('/api/check-limits?userId=paid-user').set('Cookie', paid).expect(200)).body).toEqual({ questionCount: 4, limit: 3, hasReachedLimit: false, isPaid: true });
      expect(accounts.calls.some((url) => url === '/internal/users/paid-user')).toBe(true);

      const free = await signedIn('free-user');
      expect((await request(server).get('/api/check-limits').set('Cookie', free).expect(200)).body).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
      await Promise.all(paidJobs.map(waitForJob));
    });

    it("another browser that knows a paid user's id (query, form or cookie) gets neither their plan nor their count", async () => {
      const stranger = request.agent(server);
      // (These once answered the paid user's plan: the user id in a query or the user-id cookie was taken as identity.)
      expect((await stranger.get('/api/check-limits?userId=paid-user').expect(200)).body).toEqual({ questionCount: 0, limit: 3, hasReachedLimit: false, isPaid: false });
      expect((await stranger.get('/api/check-limits').set('Cookie', 'wonderkin-user-id=paid-user').expect(200)).body).toMatchObject({ isPaid: false, questionCount: 0 });
      // Its asks are its own anonymous ones, and stop at the free limit although it names the paid user in the form.
      const jobs: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        jobs.push((await stranger.post('/api/research').field('question', 'Why is the sky blue?').field('ageRange', '6-8').field('userId', 'paid-user').expect(202)).body.jobId);
      }
      const fourth = await stranger.post('/api/research').field('question', 'Why is the sky blue?').field('ageRange', '6-8').field('userId', 'paid-user');
      expect(fourth.status).toBe(403);
      expect(fourth.body).toEqual({ error: MESSAGES.limitReached });
      for (const jobId of jobs) expect((await repos.asks.get(jobId.replace(/^research-/, '')))?.userId).toBeNull();
      // A forged session cookie is no better than a user-id cookie.
      expect((await request(server).get('/api/check-limits').set('Cookie', 'wonderkin-session=s%3Aforged.signature').expect(200)).body.isPaid).toBe(false);
      await Promise.all(jobs.map(waitForJob));
    });

    it.each([
      ['questions', 'race-user', false],
      ['questions with a photo', 'race-user-2', true],
    ])('accepts exactly the free allowance when one signed-in user sends ten %s at once', async (_label, userId, withImage) => {
      const before = await repos.asks.count();
      const cookie = await signedIn(userId);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => {
        const req = request(server).post('/api/research').set('Cookie', cookie).field('question', 'Why is the sky blue?').field('ageRange', '6-8');
        return withImage ? req.attach('image', PNG, { filename: `sky-${i}.png`, contentType: 'image/png' }) : req;
      }));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([202, 202, 202, 403, 403, 403, 403, 403, 403, 403]);
      expect(await repos.asks.count()).toBe(before + 3);
      await Promise.all(answers.filter((a) => a.status === 202).map((a) => waitForJob(a.body.jobId)));
    }, 30_000);

    it('a userId sent by an anonymous browser cannot escape the cookie count', async () => {
      const agent = request.agent(server);
      for (let i = 0; i < 3; i += 1) await ask(agent, `What are black holes? ${i}`).expect(202);
      expect((await agent.get('/api/check-limits?userId=made-up-user').expect(200)).body).toEqual({ questionCount: 3, limit: 3, hasReachedLimit: true, isPaid: false });
      await agent.post('/api/research').field('question', 'One more?').field('ageRange', '6-8').field('userId', 'made-up-user').expect(403);
    });
  });

  describe('asks list and ownership', () => {
    it('shows examples to visitors without asks and previous completed asks, newest first, to a user', async () => {
      const examples = await request(server).get('/api/get-asks').expect(200);
      expect(examples.body).toEqual({ type: 'examples', data: { kids: [...EXAMPLE_ASKS.kids], parents: [...EXAMPLE_ASKS.parents] } });
      expect((await request(server).get('/api/get-asks?userId=nobody-yet').expect(200)).body.type).toBe('examples');

      const reader = await signedIn('reader-1');
      const first = (await request(server).post('/api/research').set('Cookie', reader).field('question', 'Why do cats purr?').field('ageRange', '6-8').expect(202)).body;
      await waitForJob(first.jobId);
      const second = (await request(server).post('/api/research').set('Cookie', reader).field('question', 'How do plants make food?').field('ageRange', '6-8').expect(202)).body;
      await waitForJob(second.jobId);
      const previous = await request(server).get('/api/get-asks').set('Cookie', reader).expect(200);
      expect(previous.body).toEqual({
        type: 'previous',
        data: [{ slug: second.slug, question: 'How do plants make food?' }, { slug: first.slug, question: 'Why do cats purr?' }],
      });
      // Another browser that knows the id, in the query or the user-id cookie, reads none of these private questions.
      // (This once listed them: the hole of issue 8.)
      expect((await request(server).get('/api/get-asks?userId=reader-1').expect(200)).body.type).toBe('examples');
      expect((await request(server).get('/api/get-asks').set('Cookie', 'wonderkin-user-id=reader-1').expect(200)).body.type).toBe('examples');
      const someoneElse = await signedIn('reader-2');
      expect((await request(server).get('/api/get-asks?userId=reader-1').set('Cookie', someoneElse).expect(200)).body.type).toBe('examples');
    });

    it('moves an anonymous ask to the account this browser signed in to, never to a userId it names', async () => {
      const agent = request.agent(server);
      const { body } = await ask(agent, 'What are black holes?').expect(202);
      await waitForJob(body.jobId);

      // Not signed in: a userId in the body is no identity. (This once moved the ask to any userId sent.)
      expect((await agent.post('/api/update-ask-user').send({ hashId: body.slug, userId: 'new-user' }).expect(401)).body).toEqual({ error: MESSAGES.signInRequired });
      expect((await repos.asks.get(body.slug.split('-')[0]))?.userId).toBeNull();

      // Another browser, signed in, knows the share link but not the asking browser's cookie: refused.
      const thief = await signedIn('thief');
      const stranger = await request(server).post('/api/update-ask-user').set('Cookie', thief).send({ hashId: body.slug, userId: 'thief' });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ error: MESSAGES.askOwnedByOther });

      // The asking browser signs in as new-user: its anonymous cookie and its session together move the ask.
      const owner = (await repos.asks.get(body.slug.split('-')[0]))!;
      const both = `${await signedIn('new-user')}; wonderkin-anon-id=${owner.anonId}`;
      // The body may name someone else: it is ignored, the ask goes to the session's user.
      expect((await request(server).post('/api/update-ask-user').set('Cookie', both).send({ hashId: body.slug, userId: 'other-user' }).expect(200)).body).toEqual({ ok: true });
      expect((await repos.asks.get(body.slug.split('-')[0]))?.userId).toBe('new-user');
      expect((await request(server).get('/api/get-asks').set('Cookie', both).expect(200)).body).toEqual({
        type: 'previous', data: [{ slug: body.slug, question: 'What are black holes?' }],
      });
      // Idempotent for the owner; another account (even in the same browser) cannot take it over.
      await request(server).post('/api/update-ask-user').set('Cookie', both).send({ hashId: body.slug }).expect(200);
      const otherAccount = `${await signedIn('other-user')}; wonderkin-anon-id=${owner.anonId}`;
      expect((await request(server).post('/api/update-ask-user').set('Cookie', otherAccount).send({ hashId: body.slug }).expect(403)).body).toEqual({ error: MESSAGES.askOwnedByOther });
      expect((await repos.asks.get(body.slug.split('-')[0]))?.userId).toBe('new-user');
    });

    it('answers 404 for an unknown ask and 400 for a bad body', async () => {
      const cookie = await signedIn('u');
      expect((await request(server).post('/api/update-ask-user').set('Cookie', cookie).send({ hashId: 'f'.repeat(32), userId: 'u' }).expect(404)).body).toEqual({ error: MESSAGES.askNotFound });
      for (const body of [{}, { userId: 'u' }, { hashId: 1, userId: 2 }, { hashId: '  ' }]) {
        expect((await request(server).post('/api/update-ask-user').set('Cookie', cookie).send(body).expect(400)).body).toEqual({ error: MESSAGES.askUpdateFields });
      }
      expect((await request(server).post('/api/update-ask-user').set('Cookie', cookie).send({ hashId: 'x', userId: 'bad id!' }).expect(400)).body).toEqual({ error: MESSAGES.invalidUserId });
      const bad = await request(server).post('/api/update-ask-user').set('content-type', 'application/json').send('{"hashId":');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: MESSAGES.invalidJson });
    });
  });

  it.each([
    ['31 emoji, no spaces', '🦖'.repeat(31)],
    ['60 joined emoji', '👨‍👩‍👧‍👦'.repeat(60)],
    ['flags and accents', '🇫🇷🇯🇵 café ñandú '.repeat(8)],
  ])('makes a lesson for a question of %s (text is cut by grapheme, never mid-character)', async (_label, question) => {
    const agent = request.agent(server);
    const { body } = await ask(agent, question).expect(202);
    await waitForJob(body.jobId);
    const lesson = await agent.get('/api/get-research').query({ id: body.slug }).expect(200);
    expect(ResearchResultSchema.safeParse(lesson.body).success).toBe(true);
    expect(JSON.stringify(lesson.body)).not.toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
  });

  it('tells the feedback service whether a research exists, only with the internal token', async () => {
    const { body } = await ask(request.agent(server), 'Why is the sky blue?').expect(202);
    const id = body.slug.split('-')[0];
    expect((await request(server).get(`/internal/research/${id}`).set('x-internal-token', TOKEN).expect(200)).body).toEqual({ id, exists: true });
    expect((await request(server).get(`/internal/research/${'0'.repeat(32)}`).set('x-internal-token', TOKEN).expect(404)).body).toEqual({ error: MESSAGES.researchNotFound });
    expect((await request(server).get(`/internal/research/${id}`).expect(403)).body).toEqual({ error: MESSAGES.internalOnly });
    await waitForJob(body.jobId);
  });

  it('tells the feedback service who owns a lesson (account, else asking browser), only with the internal token', async () => {
    const agent = request.agent(server);
    const { body } = await ask(agent, 'Why do whales sing?').expect(202);
    const id = body.slug.split('-')[0];
    const { anonId } = (await repos.asks.get(id))!;
    expect((await request(server).get(`/internal/asks/${id}/owner`).set('x-internal-token', TOKEN).expect(200)).body).toEqual({ userId: null, anonId });
    const mine = (await request(server).post('/api/research').set('Cookie', await signedIn('owner-1')).field('question', 'Why do whales sing?').field('ageRange', '6-8').expect(202)).body;
    expect((await request(server).get(`/internal/asks/${mine.slug}/owner`).set('x-internal-token', TOKEN).expect(200)).body).toEqual({ userId: 'owner-1', anonId: null });
    expect((await request(server).get(`/internal/asks/${'0'.repeat(32)}/owner`).set('x-internal-token', TOKEN).expect(404)).body).toEqual({ error: MESSAGES.researchNotFound });
    expect((await request(server).get(`/internal/asks/${id}/owner`).expect(403)).body).toEqual({ error: MESSAGES.internalOnly });
    await Promise.all([waitForJob(body.jobId), waitForJob(mine.jobId)]);
  });

  it("tells the learning service the lessons made for a child of this family in a week, and none for another family's child", async () => {
    const child = `child_${'d'.repeat(32)}`;
    const other = `child_${'e'.repeat(32)}`;
    /** An ask as POST /api/research records it for a family's child, then as the worker ends it. */
    const made = async (question: string, createdAt: string, { userId = 'family-mia', childId = child, end = 'completed' as 'completed' | 'free' | 'failed' | 'pending' } = {}) => {
      const { id, slug } = newResearchIds(question);
      await repos.asks.create({ id, slug, question, ageRange: '6-8', userId, anonId: 'anon-mia', childId, jobId: jobIdFor('research', id), status: 'pending', createdAt });
      if (end === 'completed' || end === 'free') await repos.asks.markCompleted(id, { free: end === 'free' });
      if (end === 'failed') await repos.asks.markFailed(id, 'generator exploded');
      return id;
    };
    const bees = await made('How do bees make honey?', '2026-11-24T18:00:00.000Z');
    const moon = await made('Why does the moon change shape?', '2026-11-24T18:05:00.000Z');
    // Not lessons made for her this week: the exploration page (free), a failed and an unfinished ask, the week
    // before, and her brother's.
    await made('How do glorbs fly?', '2026-11-24T18:10:00.000Z', { end: 'free' });
    await made('Why is snow cold?', '2026-11-25T18:00:00.000Z', { end: 'failed' });
    await made('Why do cats purr?', '2026-11-25T18:05:00.000Z', { end: 'pending' });
    await made('Why is the sky blue?', '2026-11-22T23:59:59.000Z');
    await made('How do fish breathe?', '2026-11-24T18:00:00.000Z', { childId: other });

    const week = `from=${encodeURIComponent('2026-11-23T00:00:00.000Z')}&to=${encodeURIComponent('2026-11-30T00:00:00.000Z')}`;
    const lessons = (userId: string, childId = child, query = week) =>
      request(server).get(`/internal/children/${childId}/lessons?userId=${userId}&${query}`).set('x-internal-token', TOKEN);
    expect((await lessons('family-mia').expect(200)).body).toEqual({
      lessons: [{ id: bees, createdAt: '2026-11-24T18:00:00.000Z' }, { id: moon, createdAt: '2026-11-24T18:05:00.000Z' }],
    });
    // An ask's id is its lesson's id: the hashId the learning service records the child's quiz answers under (it takes
    // it from this lesson route), so lessons made and lessons answered in are counted once each.
    const asked = (await ask(request.agent(server), 'Why do leaves change colour?').expect(202)).body;
    await waitForJob(asked.jobId);
    const askId = asked.slug.split('-')[0];
    expect((await repos.asks.get(askId))?.status).toBe('completed');
    expect((await request(server).get(`/internal/lessons/${askId}`).set('x-internal-token', TOKEN).expect(200)).body.id).toBe(askId);
    // Another family naming Mia's child gets nothing; Mia's family naming a child it has no lessons for, nothing.
    expect((await lessons('family-bob').expect(200)).body).toEqual({ lessons: [] });
    expect((await lessons('family-mia', `child_${'f'.repeat(32)}`).expect(200)).body).toEqual({ lessons: [] });
    expect((await lessons('family-mia', child, `from=${encodeURIComponent('2026-11-16T00:00:00.000Z')}&to=${encodeURIComponent('2026-11-23T00:00:00.000Z')}`).expect(200)).body.lessons).toHaveLength(1);
    // A userId and a range (ISO dates) are required.
    expect((await lessons('family-mia', child, 'from=yesterday&to=today').expect(400)).body).toEqual({ error: MESSAGES.invalidRequest });
    expect((await request(server).get(`/internal/children/${child}/lessons?${week}`).set('x-internal-token', TOKEN).expect(400)).body).toEqual({ error: MESSAGES.invalidRequest });
    expect((await lessons(`family-mia&userId=family-bob`).expect(400)).body).toEqual({ error: MESSAGES.fieldRepeated });
    expect((await request(server).get(`/internal/children/${child}/lessons?userId=family-mia&${week}`).expect(403)).body).toEqual({ error: MESSAGES.internalOnly });
  });

  describe('per-address daily allowance of anonymous asks', () => {
    const PER_ADDRESS = 5;
    let small: http.Server;
    beforeAll(() => {
      small = http.createServer(createApp({
        config: { ...config, ANON_DAILY_ASKS_PER_ADDRESS: PER_ADDRESS }, logger, repos, researchQueue: queue, redis: sessionRedis,
        limitLock: createRedisLimitLock(limitRedis, config.QUEUE_PREFIX),
        accountsClient: createAccountsClient({ baseUrl: config.services.accounts, token: config.INTERNAL_TOKEN, logger }),
      }));
    });
    // The gateway puts the client it saw in X-Forwarded-For (replacing whatever the client sent); the service trusts
    // it from loopback only.
    const from = (address: string) => ({ 'x-forwarded-for': address });

    it('a visitor who drops cookies gets no more than the allowance of the address, with the usual limit answer', async () => {
      const accepted: string[] = [];
      let refused: request.Response | undefined;
      // A fresh cookie jar for every question: the anonymous-id cookie never gets to count anything.
      for (let i = 0; i < PER_ADDRESS + 3; i += 1) {
        const res = await request(small).post('/api/research').set(from('203.0.113.7')).field('question', `Why is snow white? ${i}`).field('ageRange', '6-8');
        if (res.status === 202) accepted.push(res.body.jobId);
        else refused = res;
      }
      expect(accepted).toHaveLength(PER_ADDRESS);
      expect(refused?.status).toBe(403);
      expect(refused?.body).toEqual({ error: MESSAGES.limitReached });
      // The limits a fresh browser at that address sees say so too (the page shows the upgrade offer).
      expect((await request(small).get('/api/check-limits').set(from('203.0.113.7')).expect(200)).body)
        .toEqual({ questionCount: 3, limit: 3, hasReachedLimit: true, isPaid: false });
      // Another address is untouched; so is a signed-in user at the exhausted address.
      await request(small).post('/api/research').set(from('203.0.113.8')).field('question', 'Why is snow white? other').field('ageRange', '6-8').expect(202);
      await request(small).post('/api/research').set(from('203.0.113.7')).set('Cookie', await signedIn('free-user'))
        .field('question', 'Why is snow white? signed in').field('ageRange', '6-8').expect(202);
      await Promise.all(accepted.map(waitForJob));
    }, 30_000);

    it('counts many cookies racing from one address exactly', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
        request(small).post('/api/research').set(from('198.51.100.20')).field('question', `Why is grass green? ${i}`).field('ageRange', '6-8')));
      expect(answers.filter((res) => res.status === 202)).toHaveLength(PER_ADDRESS);
      expect(answers.filter((res) => res.status === 403)).toHaveLength(12 - PER_ADDRESS);
      await Promise.all(answers.filter((res) => res.status === 202).map((res) => waitForJob(res.body.jobId)));
    }, 30_000);

    it('counts an IPv6 visitor by its /64, whatever address of it they use', async () => {
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        await request(small).post('/api/research').set(from(`2001:db8:1:2::${i + 1}`)).field('question', `Why do bees buzz? ${i}`).field('ageRange', '6-8').expect(202);
      }
      await request(small).post('/api/research').set(from('2001:db8:1:2:ffff::9')).field('question', 'Why do bees buzz? more').field('ageRange', '6-8').expect(403);
    }, 30_000);
  });

  describe('retries', () => {
    /** Lets the jobs earlier tests left running finish, so a count taken now moves only with this test's job. */
    const drained = async () => {
      for (let i = 0; i < 200; i += 1) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('retries a job after a thrown error and stores the lesson once', async () => {
      await drained();
      const before = await repos.lessons.count();
      const { body } = await ask(request.agent(server), 'Why do leaves change colour? [flaky]').expect(202);
      await waitForJob(body.jobId);
      const job = await queue.getJob(body.jobId);
      expect(job?.attemptsMade).toBe(2);
      expect(await repos.lessons.count()).toBe(before + 1);
    });

    it('never stores twice when an attempt dies after storing', async () => {
      await drained();
      const before = await repos.lessons.count();
      const agent = request.agent(server);
      const { body } = await ask(agent, 'Why do cats purr? [after-store]').expect(202);
      await waitForJob(body.jobId);
      expect((await queue.getJob(body.jobId))?.attemptsMade).toBe(2);
      expect(await repos.lessons.count()).toBe(before + 1);
      expect((await repos.asks.get(body.slug.split('-')[0]))?.status).toBe('completed');
      await agent.get('/api/get-research').query({ id: body.slug }).expect(200);
    });

    it('marks the ask failed after the last attempt and answers in words (422), not with a server error', async () => {
      const agent = request.agent(server);
      const { body } = await ask(agent, 'Why is the sky blue? [broken]').expect(202);
      await expect(waitForJob(body.jobId)).rejects.toThrow(/generator exploded/);
      const res = await agent.get('/api/get-research').query({ id: body.slug });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: MESSAGES.lessonFailed });
      // A failed ask does not use up a free question.
      expect((await agent.get('/api/check-limits').expect(200)).body.questionCount).toBe(0);
    }, 20_000);
  });
});
