import fs from 'node:fs';
import { QUEUES, researchSlug, type AgeRange } from '@wonderkin/shared';
import {
  createLogger, createQueue, createQueueEvents, jobIdFor, loadConfig, openStore, randomId,
  type Config, type Queue, type QueueEvents, type ResearchJobData, type ResearchJobResult, type Store, type Worker,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createOpenAIGenerator } from '../src/generators/openai';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startResearchWorker } from '../src/worker-runtime';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';
import { strictAnswer } from './support/strict-answer';

// The research worker builds the provider's moderation from its config: on exactly when OPENAI_API_KEY is set, with
// OPENAI_BASE_URL and OPENAI_MODERATION_MODEL. A real worker, real Redis, the fake OpenAI server for lessons and
// moderation.

const logger = createLogger('moderation-int-test', 'silent');
const safety = createSafetyScreen();
/** The fake flags it for self-harm (standing for a question the real model would flag); the rule-based screen passes it. */
const FLAGGED_QUESTION = 'Why do cats purr?';

describe.each([
  ['with OPENAI_API_KEY set', true],
  ['without OPENAI_API_KEY', false],
])('a research worker %s', (_label, keyed) => {
  let fake: FakeOpenAI;
  let config: Config;
  let store: Store;
  let repos: ResearchRepositories;
  let queue: Queue<ResearchJobData, ResearchJobResult>;
  let events: QueueEvents;
  let worker: Worker<ResearchJobData, ResearchJobResult>;

  beforeAll(async () => {
    fake = await startFakeOpenAI([strictAnswer(kidsLesson())], { moderationFlags: (text) => (text === FLAGGED_QUESTION ? ['self-harm/intent'] : []) });
    // The lessons come from the fake either way (the generator is built here); only the key in the config differs.
    config = loadConfig({
      ...process.env, ...isolatedTestEnv(keyed ? 'moderation-on' : 'moderation-off'), WEB_PROVIDERS: 'off', OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: keyed ? 'test-key' : '', OPENAI_MODERATION_MODEL: undefined,
    });
    store = await openStore({ service: 'research', dataDir: config.DATA_DIR });
    repos = createRepositories(store);
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, settings);
    events = createQueueEvents(QUEUES.research, settings);
    await events.waitUntilReady();
    const generator = createOpenAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'lesson-model', logger });
    worker = startResearchWorker({ config, logger, repos, generator, safety });
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.close();
    await store?.close();
    await fake?.close();
    if (config) fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  async function research(question: string, ageRange: AgeRange) {
    const id = randomId();
    const slug = researchSlug(id, question);
    const jobId = jobIdFor(QUEUES.research, id);
    await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId, status: 'pending', createdAt: new Date().toISOString() });
    const job = await queue.add(QUEUES.research, { researchId: id, slug, question, ageRange }, { jobId, attempts: 1 });
    await expect(job.waitUntilFinished(events, 20_000)).resolves.toMatchObject({ researchId: id, slug });
    return repos.lessons.get(id);
  }

  it(keyed
    ? 'moderates every question with omni-moderation-latest (the default model): a flagged one gets the urgent answer, no lesson'
    : 'sends nothing to the moderation endpoint and writes the lesson', async () => {
    expect(config.OPENAI_MODERATION_MODEL).toBe('omni-moderation-latest');
    expect(safety.screenQuestion(FLAGGED_QUESTION)).toEqual({ safe: true }); // the rule-based screen lets it through
    const lesson = await research(FLAGGED_QUESTION, '9-12');
    if (keyed) {
      expect(fake.requests).toEqual([]);
      expect(fake.moderationRequests).toEqual([{ model: 'omni-moderation-latest', input: [FLAGGED_QUESTION] }]);
      expect(lesson?.safety).toBe('redirected');
      expect(lesson?.quickAnswer).toMatch(/call or text 988/);
    } else {
      expect(fake.requests).toHaveLength(1);
      expect(fake.moderationRequests).toEqual([]);
      expect(lesson).toMatchObject({ safety: 'ok', source: 'openai', quickAnswer: kidsLesson().quickAnswer });
    }

    // An ordinary question: a lesson either way; with the key, the question and the lesson's strings were moderated.
    const before = fake.moderationRequests.length;
    const ordinary = await research('Why is the sky blue?', '6-8');
    expect(ordinary).toMatchObject({ safety: 'ok', quickAnswer: kidsLesson().quickAnswer });
    const asked = fake.moderationRequests.slice(before);
    if (keyed) {
      expect(asked[0]).toEqual({ model: 'omni-moderation-latest', input: ['Why is the sky blue?'] });
      expect(asked.slice(1).flatMap((request) => request.input as string[])).toContain(kidsLesson().quickAnswer);
      expect(asked.every((request) => request.model === 'omni-moderation-latest')).toBe(true);
    } else {
      expect(asked).toEqual([]);
    }
  }, 30_000);
});
