import { QUEUES } from '@wonderkin/shared';
import {
  createLogger, createQueue, createRedisConnection, loadConfig, openStore, type CreationJobData, type CreationJobResult, type Store,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { injectRequest } from '../../../tests/support/inject';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { mediaPaths } from '../src/paths';
import { createEspeakEngine } from '../src/speech/espeak';
import { TtsService } from '../src/speech/tts-cache';
import { createCreationRepository } from '../src/store/creations';
import { startMediaApp, type MediaHarness } from './support';

// Issue 7 §2: media's /healthz asks Redis (a creation cannot be queued without it) instead of saying "ok" regardless.
describe('media /healthz', () => {
  let up: MediaHarness;
  beforeAll(async () => {
    up = await startMediaApp('health-up');
  });
  afterAll(async () => {
    await up?.close();
  });

  it('is ok when Redis and the store answer, with the creation queue counts', async () => {
    const response = await fetch(`${up.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      service: 'media', status: 'ok', redis: 'ok', creationQueue: { waiting: 0, active: 0, failed: 0 },
    });
  });

  // Before, the check waited for Redis as long as BullMQ does (for ever): the test's own time limit is the proof.
  it('is down (503), in time, when Redis does not answer', async () => {
    const env = { ...isolatedTestEnv('media-health-down'), REDIS_URL: 'redis://127.0.0.1:1' };
    const config = loadConfig({ ...process.env, ...env });
    const store: Store = await openStore({ service: 'media', dataDir: config.DATA_DIR });
    // Nothing listens on port 1: the queue's Redis never answers.
    const connection = createRedisConnection(config.REDIS_URL, 'producer');
    connection.on('error', () => undefined);
    const paths = mediaPaths(config.DATA_DIR);
    const app = createApp({
      config,
      logger: createLogger('media-health-test', 'silent'),
      repo: createCreationRepository(store),
      queue: createQueue<CreationJobData, CreationJobResult>(QUEUES.creation, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX }, connection),
      tts: new TtsService(createEspeakEngine(), paths.ttsCache),
      paths,
      redis: offlineRedis(),
    });
    try {
      const answer = await injectRequest(app, { url: '/healthz', remoteAddress: '127.0.0.1' });
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ service: 'media', status: 'down', error: expect.stringMatching(/^Redis did not answer/) });
    } finally {
      connection.disconnect();
      await store.close();
    }
  });
});
