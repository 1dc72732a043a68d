import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { QUEUES, researchSlug } from '@wonderkin/shared';
import { jobIdFor, type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import { createQueue, loadConfig, openStore, randomId, REPO_ROOT, type Config, type Queue, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createRepositories, type ResearchRepositories } from '../src/store';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai';
import { kidsLesson } from './support/lesson-fixture';

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('research worker killed during a job', () => {
  let env: Record<string, string>;
  let config: Config;
  let fake: FakeOpenAI;
  let store: Store;
  let repos: ResearchRepositories;
  let queue: Queue<ResearchJobData, ResearchJobResult>;
  const children: ChildProcess[] = [];

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('services', 'research', 'src', 'worker.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    return child;
  };
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

  beforeAll(async () => {
    // The lesson writer answers after 3 s, so the job is surely mid-flight when the worker dies.
    fake = await startFakeOpenAI([JSON.stringify(kidsLesson())], { delayMs: 3000 });
    env = {
      ...isolatedTestEnv('research-crash'),
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
      RESEARCH_JOB_LOCK_MS: '2000',
      RESEARCH_WORKER_CONCURRENCY: '1',
    };
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'research', dataDir: config.DATA_DIR });
    repos = createRepositories(store);
    queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    await queue.close();
    await store.close();
    await fake.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  it('completes the job in a new worker (stalled recovery) and stores the lesson exactly once', async () => {
    const id = randomId();
    const question = 'Why is the sky blue?';
    const slug = researchSlug(id, question);
    const jobId = jobIdFor('research', id);
    await repos.asks.create({
      id, slug, question, ageRange: '6-8', userId: null, anonId: randomId(), jobId, status: 'pending', createdAt: new Date().toISOString(),
    });
    await queue.add(QUEUES.research, { researchId: id, slug, question, ageRange: '6-8' }, { jobId });

    const first = startWorker();
    await until('the first worker to call the lesson writer', () => fake.requests.length === 1, 15_000);
    expect(await (await queue.getJob(jobId))?.getState()).toBe('active');
    first.kill('SIGKILL');
    await exitOf(first);

    const second = startWorker();
    await until('the job to complete', async () => (await (await queue.getJob(jobId))?.getState()) === 'completed', 25_000);

    expect(fake.requests).toHaveLength(2);
    expect(await repos.lessons.count()).toBe(1);
    const lesson = await repos.lessons.get(id);
    expect(lesson).toMatchObject({ id, slug, source: 'openai', originalQuestion: question });
    expect((await repos.asks.get(id))?.status).toBe('completed');
    expect((await queue.getJob(jobId))?.returnvalue).toMatchObject({ researchId: id, slug });

    // Graceful shutdown: SIGTERM closes the worker and the process exits cleanly.
    second.kill('SIGTERM');
    expect(await exitOf(second)).toBe(0);
  }, 45_000);
});
