import { Queue, QueueEvents, UnrecoverableError, Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import { type QueueName } from '@wonderkin/shared';
import type { Config } from './config';
import { DEFAULT_JOB_OPTIONS } from './jobs';
import type { Logger } from './logger';
import { queueWorkerSettings, type QueueSettingsConfig, type QueueWorkerSettings } from './queue-settings';

/**
 * Redis connections. Workers and QueueEvents block, so they need maxRetriesPerRequest: null;
 * producers fail fast instead of hanging a request when Redis is away.
 */
export function createRedisConnection(url: string, role: 'producer' | 'worker'): Redis {
  return role === 'worker'
    ? new IORedis(url, { maxRetriesPerRequest: null })
    : new IORedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}

export interface QueueSettings { redisUrl: string; prefix: string }

/**
 * The connection handed to a Worker or QueueEvents. BullMQ duplicates it for blocking reads (QueueEvents uses only
 * the copy) and reports connection errors through the owner's own 'error' event, so this instance's errors are
 * not reported twice (without a listener ioredis prints "Unhandled error event" on every retry while Redis is down).
 * It is not lazy: BullMQ must keep retrying until Redis is up when a worker starts first.
 */
function blockingConnection(url: string): Redis {
  const connection = new IORedis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  return connection;
}

/**
 * BullMQ never closes a Redis instance it was handed (blocking users duplicate it and close only the copy),
 * so close() of a Queue/Worker/QueueEvents made here also ends the connection we created for it.
 * Without this the process (or a jest run) keeps a live Redis socket after close().
 */
function closingItsConnection<T extends { close: (...args: never[]) => Promise<void> }>(owner: T, connection: Redis): T {
  const close = owner.close.bind(owner) as (...args: unknown[]) => Promise<void>;
  owner.close = (async (...args: unknown[]) => {
    try {
      await close(...args);
    } finally {
      connection.disconnect();
    }
  }) as unknown as T['close'];
  return owner;
}

/** A producer queue. A connection passed in stays the caller's to close; one made here closes with the queue. */
export function createQueue<Data, Result>(name: QueueName, settings: QueueSettings, connection?: Redis): Queue<Data, Result> {
  const own = connection ? undefined : createRedisConnection(settings.redisUrl, 'producer');
  const queue = new Queue<Data, Result>(name, {
    connection: connection ?? own!,
    prefix: settings.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  return own ? closingItsConnection(queue, own) : queue;
}

/** The queue settings a process reads from its config. */
export const queueSettingsOf = (config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>): QueueSettings => ({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });

/**
 * A producer queue of a service, its connection errors logged as warnings: without a listener BullMQ prints each one
 * as a raw stack trace while Redis is away (it reconnects by itself).
 */
export function createServiceQueue<Data, Result>(
  name: QueueName, context: { config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>; logger: Logger }, connection?: Redis,
): Queue<Data, Result> {
  const queue = createQueue<Data, Result>(name, queueSettingsOf(context.config), connection);
  queue.on('error', (error) => context.logger.warn({ queue: name, err: error.message }, 'queue error'));
  return queue;
}

export function createWorker<Data, Result>(
  name: QueueName,
  processor: Processor<Data, Result>,
  settings: QueueSettings,
  options: Partial<WorkerOptions> = {},
): Worker<Data, Result> {
  const connection = blockingConnection(settings.redisUrl);
  const worker = new Worker<Data, Result>(name, processor, {
    connection,
    prefix: settings.prefix,
    // Stalled-job recovery: a job whose worker died is picked up again after this interval.
    stalledInterval: 5000,
    maxStalledCount: 2,
    ...options,
  });
  return closingItsConnection(worker, connection);
}

export function createQueueEvents(name: QueueName, settings: QueueSettings): QueueEvents {
  const connection = blockingConnection(settings.redisUrl);
  return closingItsConnection(new QueueEvents(name, { connection, prefix: settings.prefix }), connection);
}

/**
 * Whether this run of a job is its last: an UnrecoverableError, or no retry left after it (attemptsMade counts the
 * attempts that already ended). A processor marks its entity failed only then, so a retried job is never shown failed.
 */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>, error: unknown): boolean {
  return isUnrecoverable(error) || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** BullMQ never retries an UnrecoverableError (by class, or by name when it crossed a module boundary). */
function isUnrecoverable(error: unknown): boolean {
  return error instanceof UnrecoverableError || (error as Error)?.name === 'UnrecoverableError';
}

/**
 * An error's message followed by its causes': fetch's "fetch failed" alone says nothing, its cause says
 * "connect ECONNREFUSED 127.0.0.1:4002". A cause without a message (an AggregateError) is named by its code.
 */
export function failureReason(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current !== undefined && current !== null && parts.length < 5; current = (current as { cause?: unknown }).cause) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    const part = typeof message === 'string' && message ? message : typeof code === 'string' ? code : String(current);
    if (!parts.includes(part)) parts.push(part);
  }
  return parts.join(': ') || 'unknown error';
}

export interface QueueWorkerOptions<Data, Result> {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'> & QueueSettingsConfig;
  logger: Logger;
  /**
   * The facts a completed job's log line carries beside its id; null leaves the job out of the log (the mail
   * worker's sweep every 5 minutes). Default: the id alone.
   */
  describeCompleted?: (job: Job<Data, Result>, result: Result) => Record<string, unknown> | null;
  /** Overrides of the queue's row in queue-settings.ts (tests). */
  settings?: Partial<QueueWorkerSettings>;
}

/**
 * Every queue's worker: BullMQ with the queue's settings from the one table (concurrency, lock, stalled check), and
 * the same log lines everywhere: a job completed, an attempt failed (and whether it was the last), a job found
 * stalled (its worker died: it runs again), a worker error (Redis away…). The caller closes it (worker.close() lets
 * the running jobs finish).
 */
export function startQueueWorker<Data, Result>(
  queue: QueueName, processor: Processor<Data, Result>, options: QueueWorkerOptions<Data, Result>,
): Worker<Data, Result> {
  const { config, logger } = options;
  const { concurrency, lockDuration, stalledInterval } = { ...queueWorkerSettings(queue, config), ...options.settings };
  const worker = createWorker<Data, Result>(queue, processor, queueSettingsOf(config), {
    concurrency, lockDuration, stalledInterval,
  });
  worker.on('completed', (job, result) => {
    const facts = options.describeCompleted ? options.describeCompleted(job, result) : {};
    if (facts) logger.info({ queue, jobId: job.id, ...facts }, 'job completed');
  });
  worker.on('failed', (job, error) => {
    // By now BullMQ has counted this attempt in attemptsMade.
    const final = !job || isUnrecoverable(error) || job.attemptsMade >= (job.opts.attempts ?? 1);
    logger.warn({ queue, jobId: job?.id, attempt: job?.attemptsMade, final, err: failureReason(error) }, final ? 'job failed' : 'job attempt failed: it will be retried');
  });
  worker.on('stalled', (jobId) => logger.warn({ queue, jobId }, 'job stalled (its worker stopped): it runs again'));
  worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
  return worker;
}

export type { Job, Queue, QueueEvents, Worker };
