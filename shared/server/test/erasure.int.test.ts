import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { freePort } from '../../../scripts/lib/ports.cjs';
import { startRedisServer, type LocalRedis } from '../../../scripts/lib/redis.cjs';
import { createAofRewrites, createLogger, removeJobs, removeJobsWhere } from '../src';

// Erasing a deleted family from Redis (issue 18): their jobs and every byte of the queue's event stream about them,
// then the append-only file on disk. A Redis of its own, with AOF on as `npm start` runs it.
const logger = createLogger('erasure-test', 'silent');

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('erasure', () => {
  let server: LocalRedis;
  let dir: string;
  let redis: IORedis;

  /** Whether any of Redis's files on disk holds `text`. */
  const onDisk = (text: string) => (fs.readdirSync(dir, { recursive: true }) as string[])
    .some((name) => fs.statSync(path.join(dir, name)).isFile() && fs.readFileSync(path.join(dir, name)).includes(text));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-erasure-redis-'));
    server = await startRedisServer({ port: await freePort(), dir, persistent: true });
    redis = new IORedis(server.url, { maxRetriesPerRequest: null });
    // A rewritten AOF starts with an RDB image, whose long strings are compressed: off, so bytes can be searched.
    await redis.config('SET', 'rdbcompression', 'no');
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes jobs and every byte of their event lines (XDEL alone keeps them), leaving the others and the stream readable', async () => {
    const queue = new Queue('creation', { connection: redis, prefix: 'erase' });
    const workerConnection = new IORedis(server.url, { maxRetriesPerRequest: null });
    const worker = new Worker('creation', async (job) => {
      await job.updateProgress({ progress: 50, message: `drawing for ${job.data.child as string}` });
      return { title: `A book for ${job.data.child as string}` };
    }, { connection: workerConnection, prefix: 'erase' });
    try {
      await queue.add('creation', { child: 'Zephyrine' }, { jobId: 'creation-ann' });
      await queue.add('creation', { child: 'Bartholomew' }, { jobId: 'creation-bob' });
      await until(async () => (await queue.getJobCounts('completed')).completed === 2);
      const stream = 'erase:creation:events';
      // Why removeJobs rewrites the stream: a line XDEL removed is no longer read, but its bytes are still stored.
      const flagged = await redis.xadd(stream, '*', 'event', 'note', 'jobId', 'creation-note', 'text', 'Ignatius');
      await redis.xdel(stream, flagged!);
      expect((await redis.dumpBuffer(stream))!.includes('Ignatius')).toBe(true);
      const lastBefore = (await redis.xrevrange(stream, '+', '-', 'COUNT', 1))[0][0];

      expect(await removeJobs(queue, ['creation-ann', 'creation-unknown'])).toBe(1);
      expect(await queue.getJob('creation-ann')).toBeUndefined();
      const dumped = (await redis.dumpBuffer(stream))!;
      expect(dumped.includes('Zephyrine')).toBe(false);
      expect(dumped.includes('Ignatius')).toBe(false);
      expect(dumped.includes('creation-ann')).toBe(false);
      expect(dumped.includes('Bartholomew')).toBe(true);
      // The stream goes on from where it was: new lines come after the last one a reader saw.
      await queue.add('creation', { child: 'Cosima' }, { jobId: 'creation-cat' });
      const next = await redis.xread('COUNT', 100, 'STREAMS', stream, lastBefore);
      expect(JSON.stringify(next)).toContain('creation-cat');
      expect(JSON.stringify(next)).not.toContain('creation-ann');

      // By data, and stream lines of jobs already gone by id.
      await until(async () => (await queue.getJobCounts('completed')).completed === 2);
      await redis.xadd(stream, '*', 'event', 'removed', 'jobId', 'creation-gone-long-ago');
      expect(await removeJobsWhere(queue, (job) => job.data.child === 'Cosima', (jobId) => jobId.startsWith('creation-gone'))).toBe(1);
      const rest = JSON.stringify(await redis.xrange(stream, '-', '+'));
      expect(rest).not.toContain('creation-cat');
      expect(rest).not.toContain('creation-gone');
      expect(await queue.getJob('creation-bob')).toBeDefined();
    } finally {
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
    }
  });

  it('rewrites the append-only file after a deletion, at most once per interval, and again for a later deletion', async () => {
    await redis.set('erase:secret-1', 'Quillon-the-first');
    await redis.set('erase:secret-2', 'Quillon-the-second');
    await until(async () => onDisk('Quillon-the-first') && onDisk('Quillon-the-second')); // appendfsync everysec
    const first = createAofRewrites(redis, { prefix: 'erase', logger, minIntervalMs: 3000, settleMs: 50 });
    const second = createAofRewrites(redis, { prefix: 'erase', logger, minIntervalMs: 3000, settleMs: 50 });
    try {
      await redis.del('erase:secret-1');
      first.request();
      await until(async () => !onDisk('Quillon-the-first'));
      expect(onDisk('Quillon-the-second')).toBe(true);

      // Another process deletes right after: the interval is not over, so its rewrite comes when it is.
      const deletedAt = Date.now();
      await redis.del('erase:secret-2');
      second.request();
      await until(async () => !onDisk('Quillon-the-second'));
      expect(Date.now() - deletedAt).toBeGreaterThan(1000);
    } finally {
      first.close();
      second.close();
    }
  }, 30_000);
});
