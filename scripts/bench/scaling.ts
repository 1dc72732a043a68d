/**
 * Scaling: research jobs per second with 1, 2 and 4 research worker processes (each RESEARCH_WORKER_CONCURRENCY,
 * default 2) against an OpenAI-compatible lesson writer on 127.0.0.1 that answers every lesson after 300 ms in the
 * real chat-completions shape (the workers' own OpenAI SDK talks to it over HTTP). Jobs are made as the research API
 * makes them; throughput comes from BullMQ's own timestamps (first enqueue → last finish).
 * Ideal = workers × concurrency ÷ 0.3 s; efficiency = measured ÷ ideal.
 *
 *   npx tsx scripts/bench.ts scaling   → bench-results/scaling.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomId } from '@wonderkin/server-kit';
import { startFakeOpenAI } from '../../services/research/test/support/fake-openai';
import { kidsLesson } from '../../services/research/test/support/lesson-fixture';
import { enqueueResearch, openResearch } from '../support/research-jobs';
import { benchLogDir, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { round, until } from '../support/wait';

export interface ScalingOptions { redisUrl?: string; workers?: number[]; concurrency?: number; providerDelayMs?: number; roundsPerSlot?: number }

export async function run(options: ScalingOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('scaling needs REDIS_URL (npm run bench starts a redis-server)');
  const steps = options.workers ?? [1, 2, 4];
  const concurrency = options.concurrency ?? 2;
  const delayMs = options.providerDelayMs ?? 300;
  const roundsPerSlot = options.roundsPerSlot ?? 15;
  const provider = await startFakeOpenAI([JSON.stringify(kidsLesson())], { delayMs });
  const baseEnv = await roleEnv(redisUrl, {
    OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: provider.baseURL, RESEARCH_WORKER_CONCURRENCY: String(concurrency),
  });
  const logDir = benchLogDir('scaling');
  const results: Record<string, { workers: number; jobs: number; jobsPerSecond: number; idealJobsPerSecond: number; efficiency: number; latencyMsP50: number }> = {};
  try {
    for (const workers of steps) {
      // A fresh queue per step, so no worker of the previous step is counted.
      const env = { ...baseEnv, QUEUE_PREFIX: `wk-scaling-${randomId(4)}` };
      const research = await openResearch(env);
      const processes: RoleProcess[] = [];
      try {
        for (let i = 0; i < workers; i += 1) {
          processes.push(await startRole('research-worker', env, { logFile: path.join(logDir, `workers-${workers}-${i + 1}.log`) }));
        }
        await until(`${workers} research workers to connect`, async () => (await research.queue.getWorkers()).length >= workers, 60_000, 200);
        const slots = workers * concurrency;
        /** Enqueues `count` lessons and waits until they are done. */
        const runJobs = async (count: number) => {
          const before = (await research.queue.getJobCounts('completed')).completed;
          const { jobIds } = await enqueueResearch(research, count);
          await until(`${count} jobs to finish`, async () => {
            const counts = await research.queue.getJobCounts('completed', 'failed');
            if (counts.failed) throw new Error('a research job failed');
            return counts.completed - before >= count;
          }, 300_000, 50);
          return jobIds;
        };
        await runJobs(slots * 2); // warm-up: every worker's first lessons
        const jobs = slots * roundsPerSlot;
        const jobIds = await runJobs(jobs);
        const finished = await Promise.all(jobIds.map(async (jobId) => (await research.queue.getJob(jobId))!));
        const wallMs = Math.max(...finished.map((job) => job.finishedOn ?? 0)) - Math.min(...finished.map((job) => job.timestamp));
        const latencies = finished.map((job) => (job.finishedOn ?? 0) - job.timestamp).sort((a, b) => a - b);
        const jobsPerSecond = round(jobs / (wallMs / 1000));
        const ideal = round(slots / (delayMs / 1000));
        results[`workers${workers}`] = {
          workers, jobs, jobsPerSecond, idealJobsPerSecond: ideal, efficiency: round(jobsPerSecond / ideal, 2),
          latencyMsP50: latencies[Math.floor(latencies.length / 2)],
        };
        console.log(`[bench:scaling] ${workers} worker(s): ${jobsPerSecond} jobs/s (ideal ${ideal})`);
      } finally {
        for (const child of processes) await child.stop();
        await research.queue.obliterate({ force: true }).catch(() => undefined);
        await research.close();
      }
    }
    const first = results[`workers${steps[0]}`]?.jobsPerSecond ?? 0;
    return {
      benchmark: 'scaling',
      date: new Date().toISOString(),
      providerDelayMs: delayMs,
      concurrencyPerWorker: concurrency,
      ...results,
      speedup: Object.fromEntries(steps.map((workers) => [`workers${workers}`, first ? round((results[`workers${workers}`]?.jobsPerSecond ?? 0) / first, 2) : 0])),
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    await provider.close();
    fs.rmSync(baseEnv.DATA_DIR, { recursive: true, force: true });
  }
}
