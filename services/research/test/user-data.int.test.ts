import fs from 'node:fs';
import path from 'node:path';
import { EVENT_QUEUES, QUEUES, ResearchResultSchema, type Ask } from '@wonderkin/shared';
import {
  createEventPublisher, createLogger, createQueue, loadConfig, openStore, randomId,
  type Config, type EventPublisher, type Queue, type Store,
} from '@wonderkin/server-kit';
import { Queue as BullQueue } from 'bullmq';
import IORedis from 'ioredis';
import { isolatedTestEnv } from '../../../tests/support/env';
import { runResearchJob } from '../src/domain/pipeline';
import { saveUpload, UPLOADS_FOLDER } from '../src/domain/uploads';
import { createOfflineGenerator } from '../src/generators/offline';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { deleteResearchUserData } from '../src/user-data/delete';
import { exportResearchUserData } from '../src/user-data/export';
import { kidsLesson } from './support/lesson-fixture';

// The research service's part of user.deleted and of the data export, against the embedded store and real Redis.
const logger = createLogger('research-user-data-test', 'silent');

describe('research: a user\'s asks, lessons, uploads and jobs', () => {
  let config: Config;
  let store: Store;
  let repos: ResearchRepositories;
  let researchQueue: Queue;
  let events: EventPublisher;
  let redis: IORedis;
  let feedbackEvents: BullQueue;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...isolatedTestEnv('research-user-data') });
    store = await openStore({ service: 'research', dataDir: config.DATA_DIR });
    repos = createRepositories(store);
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    researchQueue = createQueue(QUEUES.research, settings);
    events = createEventPublisher(settings);
    redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
    feedbackEvents = new BullQueue(EVENT_QUEUES.feedback, { connection: redis, prefix: config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await Promise.all([researchQueue.close(), events.close(), feedbackEvents.close()]);
    redis.disconnect();
    await store.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  /** An ask of `userId` with its lesson (or still pending, with an upload and a waiting job). */
  async function ask(userId: string, question: string, pending = false): Promise<Ask> {
    const id = randomId();
    const record: Ask = {
      id, slug: `${id}-q`, question, ageRange: '6-8', userId, anonId: null, jobId: `research-${id}`,
      status: pending ? 'pending' : 'completed', createdAt: new Date().toISOString(),
    };
    await repos.asks.create(record);
    if (pending) {
      fs.mkdirSync(path.join(config.DATA_DIR, UPLOADS_FOLDER), { recursive: true });
      fs.writeFileSync(path.join(config.DATA_DIR, UPLOADS_FOLDER, `${id}.png`), 'png bytes');
      await researchQueue.add('research', { researchId: id, slug: record.slug, question, ageRange: '6-8' }, { jobId: record.jobId, delay: 60_000 });
    } else {
      await repos.lessons.storeOnce(ResearchResultSchema.parse({
        ...kidsLesson(question), id, slug: record.slug, ageRange: '6-8', createdAt: record.createdAt, source: 'offline', exploration: false, safety: 'ok',
      }));
    }
    return record;
  }

  const uploadExists = (id: string) => fs.existsSync(path.join(config.DATA_DIR, UPLOADS_FOLDER, `${id}.png`));

  it('exports the user\'s asks and lessons, then deletes them, the uploads and jobs; the other user keeps theirs; a retry is harmless', async () => {
    const ann = randomId();
    const bob = randomId();
    const annDone = await ask(ann, 'Why do cats purr?');
    const annPending = await ask(ann, 'What is in this photo?', true);
    const bobDone = await ask(bob, 'Why is the sky blue?');
    const bobPending = await ask(bob, 'What bird is this?', true);

    const exported = await exportResearchUserData(repos, ann);
    // Asks made in the same millisecond: their order is not part of the contract.
    expect(exported.asks.map((entry) => entry.id).sort()).toEqual([annDone.id, annPending.id].sort());
    expect(exported.asks.find((entry) => entry.id === annDone.id)).toEqual({
      id: annDone.id, slug: annDone.slug, question: 'Why do cats purr?', ageRange: '6-8', status: 'completed', createdAt: annDone.createdAt,
    });
    expect(exported.lessons.map((lesson) => lesson.id)).toEqual([annDone.id]);
    expect(JSON.stringify(exported)).not.toContain(bobDone.id);

    const deps = { repos, dataDir: config.DATA_DIR, researchQueue, events, logger };
    expect(await deleteResearchUserData(deps, ann)).toEqual({ asks: 2, lessons: 1, uploads: 1, jobs: 1 });

    expect(await repos.asks.listByUser(ann)).toEqual([]);
    expect(await repos.lessons.get(annDone.id)).toBeNull();
    expect(uploadExists(annPending.id)).toBe(false);
    expect(await researchQueue.getJob(annPending.jobId)).toBeUndefined();
    // The feedback service is told which lessons went.
    const told = await feedbackEvents.getJobs(['waiting']);
    expect(told.map((job) => [job.name, [...job.data.ids].sort()])).toEqual([['content.deleted', [annDone.id, annPending.id].sort()]]);

    expect((await repos.asks.listByUser(bob)).map((entry) => entry.id).sort()).toEqual([bobDone.id, bobPending.id].sort());
    expect(await repos.lessons.get(bobDone.id)).not.toBeNull();
    expect(uploadExists(bobPending.id)).toBe(true);
    expect(await researchQueue.getJob(bobPending.jobId)).toBeDefined();

    // The same event again (a retried job): nothing left, nothing fails, nobody else touched.
    expect(await deleteResearchUserData(deps, ann)).toEqual({ asks: 0, lessons: 0, uploads: 0, jobs: 0 });
    expect(await feedbackEvents.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect(await repos.asks.count()).toBe(2);
  });

  it('a lesson finished while its user is being deleted is not kept (nor its upload)', async () => {
    const userId = randomId();
    const record = await ask(userId, 'Why do cats purr?', true);
    const file = await saveUpload(config.DATA_DIR, record.id, 'image/png', Buffer.from('png bytes'));
    const offline = createOfflineGenerator();
    // The account is deleted while the lesson is being written.
    const generator = {
      source: offline.source,
      async generate(input: Parameters<typeof offline.generate>[0]) {
        const lesson = await offline.generate(input);
        await deleteResearchUserData({ repos, dataDir: config.DATA_DIR, researchQueue, events, logger }, userId);
        return lesson;
      },
    };
    const data = { researchId: record.id, slug: record.slug, question: record.question, ageRange: record.ageRange, image: { file, mimeType: 'image/png', originalName: 'cat.png' } };
    await expect(runResearchJob(data, { updateProgress: async () => undefined }, {
      generator, safety: createSafetyScreen(), repos, dataDir: config.DATA_DIR, logger,
    })).rejects.toThrow('no longer exists');
    expect(await repos.lessons.get(record.id)).toBeNull();
    expect(await repos.asks.get(record.id)).toBeNull();
    expect(uploadExists(record.id)).toBe(false);
  });
});
