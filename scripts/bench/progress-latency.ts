/**
 * Progress latency: from a worker's job.updateProgress() call to the job:progress event in a Socket.IO client
 * watching the job through the gateway (Redis stream → the gateway's QueueEvents → the job's room → the socket).
 * One event in flight at a time, 1,000 events after a warm-up; the worker and the client share this process's
 * clock, the gateway is a real process.
 *
 *   npx tsx scripts/bench.ts progress-latency   → bench-results/progress-latency.json
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { QUEUES, SOCKET_EVENTS, type JobProgressEvent } from '@wonderkin/shared';
import { createQueue, createWorker, randomId } from '@wonderkin/server-kit';
import { benchLogDir, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { connect, watch, type ClientSocket } from '../support/sockets';
import { percentile, round } from '../support/wait';

export interface ProgressLatencyOptions { redisUrl?: string; events?: number; warmup?: number }

export async function run(options: ProgressLatencyOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('progress-latency needs REDIS_URL (npm run bench starts a redis-server)');
  const events = options.events ?? 1000;
  const warmup = options.warmup ?? 100;
  const env = await roleEnv(redisUrl);
  const logDir = benchLogDir('progress-latency');
  const settings = { redisUrl, prefix: env.QUEUE_PREFIX };
  let gateway: RoleProcess | undefined;
  let socket: ClientSocket | undefined;
  const queue = createQueue(QUEUES.research, settings);
  let worker: ReturnType<typeof createWorker> | undefined;
  try {
    gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    socket = await connect(gateway.url!, { websocketOnly: true });
    const jobId = `research-latency${randomId(6)}`;
    await queue.add(QUEUES.research, { researchId: jobId, slug: jobId, question: 'latency', ageRange: '6-8' }, { jobId });
    const ack = await watch(socket, jobId);
    if ('error' in ack) throw new Error(`job:watch answered ${ack.error}`);

    // The client resolves the waiter of event i when it arrives.
    let waiter: { seq: number; resolve: (at: number) => void } | undefined;
    socket.on(SOCKET_EVENTS.progress, (event: JobProgressEvent) => {
      const at = performance.now();
      if (waiter && event.stage === `e${waiter.seq}`) waiter.resolve(at);
    });
    const latencies: number[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      worker = createWorker(QUEUES.research, async (job) => {
        try {
          for (let seq = 0; seq < warmup + events; seq += 1) {
            const arrived = new Promise<number>((done) => { waiter = { seq, resolve: done }; });
            const sent = performance.now();
            await job.updateProgress({ progress: seq % 101, stage: `e${seq}`, message: '' });
            const timeout = new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`event ${seq} never reached the client`)), 10_000));
            const at = await Promise.race([arrived, timeout]);
            if (seq >= warmup) latencies.push(at - sent);
          }
          resolve();
        } catch (error) {
          reject(error);
        }
        return { researchId: jobId, slug: jobId };
      }, settings);
    });
    await finished;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      benchmark: 'progress-latency',
      date: new Date().toISOString(),
      events,
      path: 'worker job.updateProgress() → Redis → gateway QueueEvents → Socket.IO room → client (websocket)',
      latencyMs: {
        p50: round(percentile(sorted, 50), 2),
        p90: round(percentile(sorted, 90), 2),
        p99: round(percentile(sorted, 99), 2),
        max: round(sorted.at(-1) ?? 0, 2),
        mean: round(sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1), 2),
      },
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    socket?.close();
    await worker?.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await gateway?.stop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
