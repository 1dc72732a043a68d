import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES, researchSlug } from '@wonderkin/shared';
import { closeServer, createLogger, listen, loadConfig, openSqliteStore, randomId, type Store } from '@wonderkin/server-kit';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import type { ResearchQueue } from '../src/deps';
import { runResearchJob } from '../src/domain/pipeline';
import { createOfflineGenerator } from '../src/generators/offline';
import { createSafetyScreen } from '../src/safety/screen';
import { createRepositories, type ResearchRepositories } from '../src/store';

// Issue 18, F7: under load GET /api/get-research answered a false 422 "We couldn't make this lesson" for a lesson being
// stored at that very moment. The worker's last two writes (lesson stored, then ask completed) and the route's two
// reads are interleaved here in every order, deterministically: whatever the order, a poll answers the lesson (200) or
// "still being made" (202), never a failure.

const logger = createLogger('get-research-race-test', 'silent');
type Write = () => Promise<unknown>;

describe('GET /api/get-research while the worker stores the lesson', () => {
  let dataDir: string;
  let store: Store;
  let repos: ResearchRepositories;
  let server: http.Server;
  /** Called before each read of the route with the read's number (1, 2…): the test runs worker writes there. */
  let beforeRead: (read: number) => Promise<void> = async () => undefined;
  /** Reads the route made in the current poll. */
  let reads = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-get-research-race-'));
    store = openSqliteStore(path.join(dataDir, 'research.sqlite'));
    repos = createRepositories(store);
    const reading = <T>(read: () => Promise<T>) => async () => {
      reads += 1;
      await beforeRead(reads);
      return read();
    };
    // The route's view of the store: each read (of the ask or of the lesson, in whatever order the route makes them)
    // first lets the test run the worker's writes that come before it.
    const routeRepos: ResearchRepositories = {
      asks: { ...repos.asks, get: (id) => reading(() => repos.asks.get(id))() },
      lessons: { ...repos.lessons, get: (id) => reading(() => repos.lessons.get(id))() },
    };
    const research = { add: async () => undefined, getJob: async () => ({ progress: { progress: 80, stage: 'activities' }, getState: async () => 'active' }) };
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = createApp({
      config, logger, repos: routeRepos, researchQueue: research as unknown as ResearchQueue,
      accountsClient: { paidStatus: async () => ({ known: false, isPaid: false }) }, redis: offlineRedis(),
    });
    server = http.createServer(app);
    await listen(server, 0, '127.0.0.1');
  });
  afterAll(async () => {
    if (server) await closeServer(server);
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the real pipeline for a new ask, holding back its final writes (in the pipeline's own order) for the test. */
  async function jobWithHeldWrites(): Promise<{ id: string; writes: Write[] }> {
    const id = randomId();
    const question = 'Why is the sky blue?';
    const slug = researchSlug(id, question);
    await repos.asks.create({ id, slug, question, ageRange: '6-8', userId: null, anonId: randomId(), jobId: `research-${id}`, status: 'pending', createdAt: new Date().toISOString() });
    const writes: Write[] = [];
    const holding: ResearchRepositories = {
      lessons: { ...repos.lessons, storeOnce: async (lesson) => { writes.push(() => repos.lessons.storeOnce(lesson)); return true; } },
      asks: { ...repos.asks, markCompleted: async (askId) => { writes.push(() => repos.asks.markCompleted(askId)); return repos.asks.get(askId); } },
    };
    await runResearchJob({ researchId: id, slug, question, ageRange: '6-8' }, { updateProgress: async () => undefined }, {
      generator: createOfflineGenerator(), safety: createSafetyScreen(), repos: holding, dataDir, logger,
    });
    expect(writes).toHaveLength(2);
    return { id, writes };
  }

  // [writes done before the route's first read, writes done before its second read]: every interleaving of 2 and 2.
  const interleavings: [number, number][] = [[0, 0], [0, 1], [0, 2], [1, 1], [1, 2], [2, 2]];

  it.each(interleavings)('with %i of the worker\'s 2 writes before the first read and %i before the second: 200 or 202, never 422', async (first, second) => {
    const { id, writes } = await jobWithHeldWrites();
    let done = 0;
    reads = 0;
    beforeRead = async (read) => {
      const upTo = read === 1 ? first : second;
      while (done < upTo) await writes[done++]();
    };
    try {
      const answer = await request(server).get('/api/get-research').query({ id });
      expect({ status: answer.status, error: answer.body.error }).not.toEqual({ status: 422, error: MESSAGES.lessonFailed });
      expect([200, 202]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toMatchObject({ id, originalQuestion: 'Why is the sky blue?' });
      // All the worker's writes done before the first read: the lesson, whatever the order of the reads.
      if (first === 2) expect(answer.status).toBe(200);
    } finally {
      beforeRead = async () => undefined;
    }
    while (done < writes.length) await writes[done++]();
    reads = 0;
    await request(server).get('/api/get-research').query({ id }).expect(200);
  });
});
