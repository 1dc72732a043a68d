/**
 * Research pipeline benchmark: N research jobs through BullMQ and a real worker (offline generator, safety screen,
 * embedded store), measuring each job's processing time and enqueue-to-done latency, and the throughput.
 * Redis: REDIS_URL when set, else a redis-server started here on a free port.
 *
 *   npx tsx scripts/bench/research.ts [jobs] [concurrency]   → bench-results/research.json
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';
import { QUEUES, researchSlug } from '@wonderkin/shared';
import { jobIdFor, type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import {
  createLogger, createQueue, loadConfig, openStore, randomId, REPO_ROOT,
} from '@wonderkin/server-kit';
import { createOfflineGenerator, createRepositories, createSafetyScreen, startResearchWorker } from '@wonderkin/research';

export interface ResearchBenchOptions {
  jobs?: number;
  concurrency?: number;
  warmup?: number;
  redisUrl?: string;
  outputFile?: string;
}

export interface ResearchBenchResult {
  benchmark: 'research';
  date: string;
  jobs: number;
  concurrency: number;
  generator: 'offline';
  store: string;
  processingMs: { p50: number; p95: number; max: number };
  latencyMs: { p50: number; p95: number; max: number };
  wallMs: number;
  jobsPerSecond: number;
  node: string;
  cpus: number;
}

const QUESTIONS = [
  'Why is the sky blue?', 'How do volcanoes erupt?', 'Why do cats purr?', 'How do plants make food?', 'What are black holes?',
  'Why do we need to sleep?', 'How can I help my child handle big emotions?', 'How do bees make honey?', 'Why is the ocean salty?',
  'What is a zebra crossing made of?',
];
const AGES = ['3-5', '6-8', '9-12', '13+'] as const;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-bench-redis-'));
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined); // refused until redis-server is up
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      if (Date.now() > deadline) throw new Error('redis-server did not start (is it installed?)');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function run(options: ResearchBenchOptions = {}): Promise<ResearchBenchResult> {
  const jobs = options.jobs ?? 200;
  const concurrency = options.concurrency ?? 4;
  const warmup = options.warmup ?? 5;
  const redis = (options.redisUrl ?? process.env.REDIS_URL) ? null : await startRedis();
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? redis!.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-bench-research-'));
  const config = loadConfig({
    ...process.env, REDIS_URL: redisUrl, DATA_DIR: dataDir, QUEUE_PREFIX: `wk-bench-${randomId(4)}`, LOG_LEVEL: 'silent',
    RESEARCH_WORKER_CONCURRENCY: String(concurrency), OPENAI_API_KEY: '', MONGODB_URI: '',
  });
  const logger = createLogger('bench-research', 'silent');
  const store = await openStore({ service: 'research', dataDir });
  const repos = createRepositories(store);
  const settings = { redisUrl, prefix: config.QUEUE_PREFIX };
  const queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, settings);
  const worker = startResearchWorker({ config, logger, repos, generator: createOfflineGenerator(), safety: createSafetyScreen() });
  await worker.waitUntilReady();

  const enqueue = async (count: number) => {
    const entries = [];
    for (let i = 0; i < count; i += 1) {
      const id = randomId();
      const question = QUESTIONS[i % QUESTIONS.length];
      const ageRange = AGES[i % AGES.length];
      const slug = researchSlug(id, question);
      const jobId = jobIdFor(QUEUES.research, id);
      await repos.asks.create({ id, slug, question, ageRange, userId: null, anonId: randomId(), jobId, status: 'pending', createdAt: new Date().toISOString() });
      entries.push({ name: QUEUES.research, data: { researchId: id, slug, question, ageRange }, opts: { jobId } });
    }
    const before = await queue.getJobCounts('completed');
    const added = await queue.addBulk(entries);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const counts = await queue.getJobCounts('completed', 'failed');
      if (counts.failed) throw new Error('a research job failed during the benchmark');
      if (counts.completed - before.completed >= count) break;
      if (Date.now() > deadline) throw new Error('research jobs did not finish in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Promise.all(added.map(async (job) => (await queue.getJob(job.id!))!));
  };

  try {
    await enqueue(warmup);
    const finished = await enqueue(jobs);
    // Wall time from the first enqueue to the last completion, from BullMQ's own timestamps (no polling error).
    const wallMs = Math.max(...finished.map((job) => job.finishedOn ?? 0)) - Math.min(...finished.map((job) => job.timestamp));
    const result: ResearchBenchResult = {
      benchmark: 'research',
      date: new Date().toISOString(),
      jobs,
      concurrency,
      generator: 'offline',
      store: store.driver,
      processingMs: summary(finished.map((job) => (job.finishedOn ?? 0) - (job.processedOn ?? 0))),
      latencyMs: summary(finished.map((job) => (job.finishedOn ?? 0) - job.timestamp)),
      wallMs,
      jobsPerSecond: Math.round((jobs / (wallMs / 1000)) * 10) / 10,
      node: process.version,
      cpus: os.cpus().length,
    };
    const outputFile = options.outputFile ?? path.join(REPO_ROOT, 'bench-results', 'research.json');
    fs.mkdirSync(path.dirname(outputFile), { recursive: true });
    fs.writeFileSync(outputFile, `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await redis?.stop();
  }
}

if (require.main === module) {
  const [jobs, concurrency] = process.argv.slice(2).map(Number);
  run({ jobs: jobs || undefined, concurrency: concurrency || undefined })
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
