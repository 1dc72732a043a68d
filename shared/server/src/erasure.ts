import type { Job, JobType, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Logger } from './logger';
import { createRedisConnection } from './queue';
import type { Store } from './store';

// Deleting an account must leave nothing of the family in Redis (issue 18): not the jobs that carried their data,
// not the lines each queue's event stream keeps about those jobs (ids, progress, return values), and, once they are
// gone from memory, not the append-only file either (it keeps every value ever written until it is rewritten).

/** Every state a job can rest in ('wait' includes paused). An active job is locked by its worker: it stays, and goes with its retention. */
const RESTING_STATES: JobType[] = ['wait', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'];
const PAGE = 500;

/**
 * Removes these jobs from the queue (a missing id is skipped), then every line of the queue's event stream that names
 * them, whether the job was still there or not (BullMQ writes "added", "progress", "completed" with the return value,
 * and "removed" itself; the stream outlives finished jobs). Answers how many jobs went.
 */
export async function removeJobs(queue: Queue, jobIds: Iterable<string>): Promise<number> {
  const ids = new Set(jobIds);
  let removed = 0;
  for (const id of ids) {
    if (!(await queue.getJob(id))) continue;
    // remove() refuses a job a worker holds (it answers 0); that job finishes and goes with its retention.
    removed += await queue.remove(id).catch(() => 0);
  }
  if (ids.size) await forgetJobEvents(queue, (id) => ids.has(id));
  return removed;
}

/**
 * Removes every resting job for which `matches` holds (by id or by data), as removeJobs does. `named` picks more
 * stream lines by job id: those of the family's jobs that already went with their retention (found by id only).
 */
export async function removeJobsWhere(queue: Queue, matches: (job: Job) => boolean, named: (jobId: string) => boolean = () => false): Promise<number> {
  const doomed: string[] = [];
  // One state at a time: getJobs pages each state it is given separately.
  for (const state of RESTING_STATES) {
    for (let start = 0; ; start += PAGE) {
      const jobs = await queue.getJobs([state], start, start + PAGE - 1, true);
      for (const job of jobs) if (job?.id && matches(job)) doomed.push(job.id);
      if (jobs.length < PAGE) break;
    }
  }
  const removed = await removeJobs(queue, doomed);
  await forgetJobEvents(queue, named);
  return removed;
}

/** Drops the lines of the queue's event stream whose jobId `named` picks (the stream is read a page at a time). */
async function forgetJobEvents(queue: Queue, named: (jobId: string) => boolean): Promise<number> {
  // Our queues are all made on ioredis connections (queue.ts); BullMQ's client type only lists the commands it uses.
  const client = (await queue.getBackend().client) as unknown as Pick<Redis, 'xrange' | 'eval'>;
  const stream = queue.keys.events;
  const lines: string[] = [];
  for (let start = '-'; ;) {
    const entries = await client.xrange(stream, start, '+', 'COUNT', PAGE);
    for (const [id, fields] of entries) if (named(fieldOf(fields, 'jobId') ?? '')) lines.push(id);
    if (entries.length < PAGE) break;
    start = `(${entries[entries.length - 1][0]}`;
  }
  if (lines.length) await client.eval(REWRITE_STREAM_WITHOUT, 1, stream, ...lines);
  return lines.length;
}

/**
 * XDEL only flags a stream entry as deleted: its bytes stay in the stream's node (DUMP, the RDB and a rewritten AOF
 * still hold them) until every entry of that node is gone. So the stream is written anew, atomically, with the other
 * lines under their own ids, and its last id kept, so that readers (the gateway's QueueEvents, reading on from the id
 * they saw last) go on as before. BullMQ's event streams have no consumer groups, which this would drop.
 */
const REWRITE_STREAM_WITHOUT = `
local drop = {}
for i = 1, #ARGV do drop[ARGV[i]] = true end
local info = redis.call('XINFO', 'STREAM', KEYS[1])
local lastId
for i = 1, #info, 2 do if info[i] == 'last-generated-id' then lastId = info[i + 1] end end
local entries = redis.call('XRANGE', KEYS[1], '-', '+')
redis.call('DEL', KEYS[1])
local kept = 0
for _, entry in ipairs(entries) do
  if not drop[entry[1]] then
    redis.call('XADD', KEYS[1], entry[1], unpack(entry[2]))
    kept = kept + 1
  end
end
if kept > 0 then redis.call('XSETID', KEYS[1], lastId) end
return kept`;

function fieldOf(fields: string[], name: string): string | undefined {
  for (let index = 0; index < fields.length - 1; index += 2) if (fields[index] === name) return fields[index + 1];
  return undefined;
}

export interface AofRewrites {
  /** Asks for a rewrite soon (after a deletion); requests that come close together make one rewrite. */
  request(): void;
  /** Drops a rewrite that has not started (on shutdown; Redis's own growth-based rewrite remains). */
  close(): void;
}

export interface AofRewriteOptions {
  /** Keys this deployment owns start with this (the queue prefix). */
  prefix: string;
  logger: Logger;
  /** At most one rewrite this often, whichever process asks (a rewrite copies the whole dataset). Default a minute. */
  minIntervalMs?: number;
  /** How long a request waits for the rest of its deletion batch before the rewrite. Default 2 s. */
  settleMs?: number;
}

/**
 * Rewrites Redis's append-only file after deletions, so the deleted values leave the disk too: BGREWRITEAOF writes a
 * new file from what is in memory now and drops the old ones. Any process may ask; across all of them at most one
 * rewrite starts per minIntervalMs (a lock key). A rewrite covers every deletion made before it started (the start
 * time is kept in Redis), so a process whose deletion came later waits for the lock and starts its own. Nothing is done
 * when Redis runs without AOF. The processes' clocks are taken to agree (one host, or NTP).
 */
export function createAofRewrites(redis: Pick<Redis, 'info' | 'get' | 'set' | 'pttl' | 'bgrewriteaof'>, options: AofRewriteOptions): AofRewrites {
  const { prefix, logger, minIntervalMs = 60_000, settleMs = 2000 } = options;
  const lockKey = `${prefix}:aof-rewrite:lock`;
  const startedKey = `${prefix}:aof-rewrite:started`;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let failures = 0;
  /** When this process last deleted something no rewrite has covered yet (0: nothing waits). */
  let wanted = 0;

  const later = (ms: number) => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void rewrite();
    }, ms);
    timer.unref();
  };

  async function rewrite(): Promise<void> {
    const covering = wanted;
    try {
      const info = await redis.info('persistence');
      if (/^aof_enabled:1\b/m.test(info)) {
        // A rewrite running now may have copied memory from before the deletion: wait for it, then look again.
        if (/^aof_rewrite_(in_progress|scheduled):1\b/m.test(info)) return later(1000);
        if (Number(await redis.get(startedKey)) < covering) {
          if ((await redis.set(lockKey, '1', 'PX', minIntervalMs, 'NX')) !== 'OK') return later(Math.max(await redis.pttl(lockKey), 0) + 50);
          const startedAt = Date.now();
          await redis.bgrewriteaof();
          await redis.set(startedKey, String(startedAt));
          logger.info('append-only file rewrite started (after a deletion)');
        }
      }
      failures = 0;
      if (wanted === covering) wanted = 0;
      else later(settleMs); // another deletion came meanwhile
    } catch (error) {
      failures += 1;
      const again = failures < 5;
      logger.warn({ err: (error as Error).message, again }, 'could not rewrite the append-only file');
      if (again) later(10_000);
    }
  }

  return {
    request() {
      wanted = Date.now();
      later(settleMs);
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

export interface Erasure {
  /** Run after a deletion: the store's files are scrubbed now, and an AOF rewrite follows within a minute. */
  afterDeletion(): Promise<void>;
  close(): Promise<void>;
}

/** What follows every deletion of a service: its store's eraseDeleted, then an append-only file rewrite (own connection). */
export function createErasure(deps: {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>; logger: Logger; store?: Pick<Store, 'eraseDeleted'>;
}): Erasure {
  const redis = createRedisConnection(deps.config.REDIS_URL, 'producer');
  redis.on('error', () => undefined); // a failed rewrite is logged by createAofRewrites
  const rewrites = createAofRewrites(redis, { prefix: deps.config.QUEUE_PREFIX, logger: deps.logger });
  return {
    async afterDeletion() {
      await deps.store?.eraseDeleted();
      rewrites.request();
    },
    async close() {
      rewrites.close();
      redis.disconnect();
    },
  };
}
