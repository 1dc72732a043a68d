import fs from 'node:fs';
import path from 'node:path';
import { CreateCreationRequestSchema, EVENT_QUEUES, QUEUES, type CreationRecord } from '@wonderkin/shared';
import {
  createEventPublisher, createQueue, loadConfig, openStore, randomId, type Config, type EventPublisher, type Queue, type Store,
} from '@wonderkin/server-kit';
import { Queue as BullQueue } from 'bullmq';
import IORedis from 'ioredis';
import { isolatedTestEnv } from '../../../tests/support/env';
import { newCreationRecord } from '../src/domain/creations';
import { creationDir, mediaPaths, type MediaPaths } from '../src/paths';
import { createCreationRepository, type CreationRepository } from '../src/store/creations';
import { deleteMediaUserData } from '../src/user-data/delete';
import { exportMediaUserData } from '../src/user-data/export';

// The media service's part of user.deleted and of the data export, against the embedded store, real Redis and disk.
describe('media: a user\'s creations and their files', () => {
  let config: Config;
  let store: Store;
  let repo: CreationRepository;
  let paths: MediaPaths;
  let creationQueue: Queue;
  let events: EventPublisher;
  let redis: IORedis;
  let feedbackEvents: BullQueue;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...isolatedTestEnv('media-user-data') });
    store = await openStore({ service: 'media', dataDir: config.DATA_DIR });
    repo = createCreationRepository(store);
    paths = mediaPaths(config.DATA_DIR);
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    creationQueue = createQueue(QUEUES.creation, settings);
    events = createEventPublisher(settings);
    redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
    feedbackEvents = new BullQueue(EVENT_QUEUES.feedback, { connection: redis, prefix: config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await Promise.all([creationQueue.close(), events.close(), feedbackEvents.close()]);
    redis.disconnect();
    await store.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  /** A ready creation with its PDF on disk, or one still waiting for a worker (a queued job, no files yet). */
  async function creation(userId: string, ready: boolean): Promise<CreationRecord> {
    const request = CreateCreationRequestSchema.parse({ topic: 'Volcanoes', mode: 'quick', outputs: ['digital-activity-book'] });
    const record = newCreationRecord(randomId(), request, { userId, anonId: null });
    if (ready) {
      const done = { ...record, status: 'ready' as const, progress: 100, stage: 'ready', resultUrls: { digitalActivityBook: `/media/creations/${record.id}/activity-book.pdf` } };
      await repo.insert(done);
      fs.mkdirSync(creationDir(paths, record.id), { recursive: true });
      fs.writeFileSync(path.join(creationDir(paths, record.id), 'activity-book.pdf'), '%PDF-1.7');
      return done;
    }
    await repo.insert(record);
    await creationQueue.add('creation', { creationId: record.id }, { jobId: record.jobId, delay: 60_000 });
    return record;
  }

  it('exports the creations with full file links, then deletes records, files and queued jobs; others untouched; a retry is harmless', async () => {
    const ann = randomId();
    const bob = randomId();
    const annReady = await creation(ann, true);
    const annQueued = await creation(ann, false);
    const bobReady = await creation(bob, true);
    const bobQueued = await creation(bob, false);

    const exported = await exportMediaUserData(repo, ann, 'https://wonderkin.example.org/');
    // Both were made in the same millisecond, so their order is not part of the contract.
    expect(exported.creations.map((entry) => entry.id).sort()).toEqual([annReady.id, annQueued.id].sort());
    const exportedReady = exported.creations.find((entry) => entry.id === annReady.id);
    expect(exportedReady?.files).toEqual([`https://wonderkin.example.org/media/creations/${annReady.id}/activity-book.pdf`]);
    expect(exportedReady).not.toHaveProperty('userId');

    const deps = { repo, paths, creationQueue, events };
    expect(await deleteMediaUserData(deps, ann)).toEqual({ creations: 2, jobs: 1 });
    expect(await repo.listByUser(ann)).toEqual([]);
    expect(fs.existsSync(creationDir(paths, annReady.id))).toBe(false);
    expect(await creationQueue.getJob(annQueued.jobId)).toBeUndefined();
    const told = await feedbackEvents.getJobs(['waiting']);
    expect(told.map((job) => [job.name, [...job.data.ids].sort()])).toEqual([['content.deleted', [annReady.id, annQueued.id].sort()]]);

    expect((await repo.listByUser(bob)).map((entry) => entry.id).sort()).toEqual([bobReady.id, bobQueued.id].sort());
    expect(fs.readdirSync(creationDir(paths, bobReady.id))).toEqual(['activity-book.pdf']);
    expect(await creationQueue.getJob(bobQueued.jobId)).toBeDefined();

    expect(await deleteMediaUserData(deps, ann)).toEqual({ creations: 0, jobs: 0 });
    expect(await repo.count()).toBe(2);
  });
});
