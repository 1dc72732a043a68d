/**
 * A plain BullMQ worker process for the pipeline-ratio benchmark: each job only reports PROGRESS_UPDATES progress
 * updates and returns. Prints "ready" when connected; SIGTERM closes it.
 * Env: REDIS_URL, QUEUE_PREFIX, PLAIN_QUEUE, CONCURRENCY, PROGRESS_UPDATES.
 */
import { Worker } from 'bullmq';
import IORedis from 'ioredis';

const env = process.env;
const updates = Number(env.PROGRESS_UPDATES ?? 5);
const connection = new IORedis(env.REDIS_URL!, { maxRetriesPerRequest: null });
const worker = new Worker(env.PLAIN_QUEUE!, async (job) => {
  for (let i = 1; i <= updates; i += 1) await job.updateProgress({ progress: Math.round((i / updates) * 100), stage: `step-${i}`, message: '' });
  return { ok: true };
}, { connection, prefix: env.QUEUE_PREFIX, concurrency: Number(env.CONCURRENCY ?? 1) });

worker.waitUntilReady().then(() => console.log('ready'), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.once('SIGTERM', () => {
  void worker.close().finally(() => {
    connection.disconnect();
    process.exit(0);
  });
});
