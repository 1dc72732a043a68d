import { Queue, QueueEvents, Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import { type QueueName } from '@wonderkin/shared';
import { DEFAULT_JOB_OPTIONS } from './jobs';

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

export type { Job, Queue, QueueEvents, Worker };
