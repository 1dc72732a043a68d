/**
 * Research pipeline cost: lessons per second end to end (POST /api/research through the gateway → research API →
 * BullMQ → research worker with the offline generator, safety screens and the store → job:completed at a Socket.IO
 * watcher) ÷ jobs per second of plain BullMQ (a worker process that only reports the same five progress updates),
 * same job count, same submitters, same worker concurrency, measured in alternating rounds in this run.
 *
 *   npx tsx scripts/bench.ts pipeline-ratio   → bench-results/pipeline-ratio.json
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { RESEARCH_STAGES, SOCKET_EVENTS, type JobState } from '@wonderkin/shared';
import { randomId } from '@wonderkin/server-kit';
import { QUESTIONS } from '../support/research-jobs';
import { benchLogDir, REPO_ROOT, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { connect, watch, type ClientSocket } from '../support/sockets';
import { median, round } from '../support/wait';

export interface PipelineRatioOptions { redisUrl?: string; jobs?: number; rounds?: number; submitters?: number; concurrency?: number }

/** Runs `count` submissions with `parallel` loops; answers when `isDone` has seen all of them. */
async function measure(count: number, parallel: number, submit: (i: number) => Promise<void>, allDone: Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await submit(next++);
  }));
  await allDone;
  return performance.now() - started;
}

function countdown(count: number, timeoutMs: number, what: string): { tick: (key: string) => void; done: Promise<void> } {
  const seen = new Set<string>();
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const done = new Promise<void>((ok, fail) => { resolve = ok; reject = fail; });
  done.catch(() => undefined); // awaited by measure(); a submission that failed first must not leave it unhandled
  const timer = setTimeout(() => reject(new Error(`${what}: ${seen.size}/${count} done after ${timeoutMs / 1000} s`)), timeoutMs);
  timer.unref();
  return {
    tick(key) {
      seen.add(key);
      if (seen.size >= count) {
        clearTimeout(timer);
        resolve();
      }
    },
    done,
  };
}

/** A socket watches at most MAX_WATCHED_JOBS_PER_SOCKET (50) jobs: the watchers are spread over enough sockets. */
const JOBS_PER_SOCKET = 40;

/**
 * A 503 on a busy machine is asked again (as the page would let the visitor do) and counted: the gateway's connect
 * timeout can fire for a live service after a long event-loop stall.
 */
async function ask(gatewayUrl: string, question: string, retried: { count: number }): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const form = new FormData();
    form.set('question', question);
    form.set('ageRange', '6-8');
    const response = await fetch(`${gatewayUrl}/api/research`, { method: 'POST', body: form });
    if (response.status === 202) return ((await response.json()) as { jobId: string }).jobId;
    if (response.status !== 503 || attempt === 3) throw new Error(`POST /api/research answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    retried.count += 1;
  }
}

async function endToEnd(gatewayUrl: string, count: number, submitters: number, retried: { count: number }): Promise<number> {
  const finish = countdown(count, 180_000, 'end-to-end lessons');
  const ours = new Set<string>();
  const completedEarly = new Set<string>();
  const onCompleted = ({ jobId }: { jobId: string }) => {
    if (ours.has(jobId)) finish.tick(jobId);
    else completedEarly.add(jobId);
  };
  const sockets: ClientSocket[] = [];
  try {
    for (let i = 0; i < Math.ceil(count / JOBS_PER_SOCKET); i += 1) {
      const socket = await connect(gatewayUrl, { websocketOnly: true });
      socket.on(SOCKET_EVENTS.completed, onCompleted);
      sockets.push(socket);
    }
    return await measure(count, submitters, async (i) => {
      const jobId = await ask(gatewayUrl, QUESTIONS[i % QUESTIONS.length], retried);
      ours.add(jobId);
      if (completedEarly.has(jobId)) finish.tick(jobId);
      const ack = await watch(sockets[Math.floor(i / JOBS_PER_SOCKET)], jobId);
      if ('error' in ack) throw new Error(`job:watch answered ${ack.error}`);
      if ((ack as JobState).status === 'completed') finish.tick(jobId);
    }, finish.done);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export async function run(options: PipelineRatioOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('pipeline-ratio needs REDIS_URL (npm run bench starts a redis-server)');
  const jobs = options.jobs ?? 200;
  const rounds = options.rounds ?? 4;
  const submitters = options.submitters ?? 8;
  const concurrency = options.concurrency ?? 2; // RESEARCH_WORKER_CONCURRENCY's default
  const env = await roleEnv(redisUrl, { RESEARCH_WORKER_CONCURRENCY: String(concurrency) });
  const logDir = benchLogDir('pipeline-ratio');
  const processes: RoleProcess[] = [];
  let plainWorker: ChildProcess | undefined;
  const plainPrefix = `wk-plain-${randomId(4)}`;
  const plainQueueName = 'plain';
  const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const plainQueue = new Queue(plainQueueName, { connection, prefix: plainPrefix });
  const eventsConnection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const plainEvents = new QueueEvents(plainQueueName, { connection: eventsConnection, prefix: plainPrefix });
  try {
    // The real processes for end to end (offline lessons), and a plain worker process; all stay up, and the two are
    // measured in alternating rounds so a change of the machine's load moves both sides of a round alike.
    processes.push(await startRole('research', env, { logFile: path.join(logDir, 'research.log') }));
    processes.push(await startRole('research-worker', env, { logFile: path.join(logDir, 'research-worker.log') }));
    const gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    processes.push(gateway);
    plainWorker = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'support', 'plain-worker.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, REDIS_URL: redisUrl, QUEUE_PREFIX: plainPrefix, PLAIN_QUEUE: plainQueueName, CONCURRENCY: String(concurrency), PROGRESS_UPDATES: String(RESEARCH_STAGES.length) },
      stdio: ['ignore', 'pipe', fs.openSync(path.join(logDir, 'plain-worker.log'), 'a')],
    });
    await new Promise<void>((resolve, reject) => {
      plainWorker!.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready')) resolve(); });
      plainWorker!.once('exit', (code) => reject(new Error(`the plain worker exited (${code})`)));
    });
    await plainEvents.waitUntilReady();
    const plain = async (count: number) => {
      const finish = countdown(count, 120_000, 'plain jobs');
      const ids = new Set<string>();
      const onCompleted = ({ jobId }: { jobId: string }) => { if (ids.has(jobId)) finish.tick(jobId); };
      plainEvents.on('completed', onCompleted);
      try {
        return await measure(count, submitters, async () => {
          const jobId = `plain-${randomId(8)}`;
          ids.add(jobId);
          await plainQueue.add('plain', { question: 'plain' }, { jobId });
        }, finish.done);
      } finally {
        plainEvents.off('completed', onCompleted);
      }
    };

    const retried = { count: 0 };
    await endToEnd(gateway.url!, 10, submitters, retried); // warm-up of both
    await plain(10);
    const perRound = Math.ceil(jobs / rounds);
    const e2eRounds: number[] = [];
    const plainRounds: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      e2eRounds.push(round(perRound / ((await endToEnd(gateway.url!, perRound, submitters, retried)) / 1000)));
      plainRounds.push(round(perRound / ((await plain(perRound)) / 1000)));
    }
    const roundRatios = e2eRounds.map((value, i) => round(value / plainRounds[i], 2));
    return {
      benchmark: 'pipeline-ratio',
      date: new Date().toISOString(),
      jobs: perRound * rounds,
      rounds: `${rounds} × ${perRound} jobs each way, alternating; ratio = median of the rounds' ratios`,
      submitters,
      workerConcurrency: concurrency,
      progressUpdatesPerJob: RESEARCH_STAGES.length,
      ratio: median(roundRatios),
      roundRatios,
      endToEnd: { jobsPerSecond: median(e2eRounds), rounds: e2eRounds, asksRetriedAfter503: retried.count, path: 'POST /api/research via gateway → research worker (offline generator) → job:completed on a socket' },
      plainBullmq: { jobsPerSecond: median(plainRounds), rounds: plainRounds, path: 'queue.add → plain worker process (5 progress updates) → QueueEvents completed' },
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    for (const child of processes.reverse()) await child.stop();
    if (plainWorker && plainWorker.exitCode === null) {
      const exited = new Promise((resolve) => plainWorker!.once('exit', resolve));
      plainWorker.kill('SIGTERM');
      await exited;
    }
    await plainEvents.close();
    await plainQueue.obliterate({ force: true }).catch(() => undefined);
    await plainQueue.close();
    connection.disconnect();
    eventsConnection.disconnect();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
