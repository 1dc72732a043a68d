import { Queue, QueueEvents, Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, type QueueName } from '../queues';

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

export function createQueue<Data, Result>(name: QueueName, settings: QueueSettings, connection?: Redis): Queue<Data, Result> {
  return new Queue<Data, Result>(name, {
    connection: connection ?? createRedisConnection(settings.redisUrl, 'producer'),
    prefix: settings.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
}

export function createWorker<Data, Result>(
  name: QueueName,
  processor: Processor<Data, Result>,
  settings: QueueSettings,
  options: Partial<WorkerOptions> = {},
): Worker<Data, Result> {
  return new Worker<Data, Result>(name, processor, {
    connection: createRedisConnection(settings.redisUrl, 'worker'),
    prefix: settings.prefix,
    // Stalled-job recovery: a job whose worker died is picked up again after this interval.
    stalledInterval: 5000,
    maxStalledCount: 2,
    ...options,
  });
}

export function createQueueEvents(name: QueueName, settings: QueueSettings): QueueEvents {
  return new QueueEvents(name, { connection: createRedisConnection(settings.redisUrl, 'worker'), prefix: settings.prefix });
}

export type { Job, Queue, QueueEvents, Worker };
