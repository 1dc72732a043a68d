import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import IORedis, { type Redis } from 'ioredis';
import { EVENT_QUEUES, EVENT_SUBSCRIBERS, type EventName, type EventSubscriber } from '@wonderkin/shared';
import { createErasure } from './erasure';
import { EVENT_JOB_OPTIONS, EVENT_SCHEMAS, type EventPayloads } from './jobs';
import type { Logger } from './logger';
import { createRedisConnection, type QueueSettings } from './queue';
import type { Store } from './store';

// Events between services, as BullMQ jobs: one queue per subscribing service (EVENT_QUEUES), so each service gets
// each event once and durably: an event waits in Redis while its service is down and runs when it is back; a handler
// that fails is retried with backoff (EVENT_JOB_OPTIONS). The job name is the event name, the job id the event's id:
// publishing the same event twice (a retried request) adds nothing to a queue that still holds it.
// Handlers must be idempotent: a retry after a crash runs the whole handler again.

export interface EventPublisher {
  /**
   * Adds the event to the queue of each service in `to` (default: every subscriber), all with the job id `id`
   * (BullMQ ids: no ':'). Resolves once Redis holds it for all of them; throws when Redis cannot be reached.
   */
  publish<E extends EventName>(event: E, data: EventPayloads[E], options: { id: string; to?: readonly EventSubscriber[] }): Promise<void>;
  close(): Promise<void>;
}

/** A producer for events. A connection passed in stays the caller's; one made here closes with the publisher. */
export function createEventPublisher(settings: QueueSettings, connection?: Redis): EventPublisher {
  const own = connection ? undefined : createRedisConnection(settings.redisUrl, 'producer');
  const redis = connection ?? own!;
  if (own) own.on('error', () => undefined); // each publish reports its own failure
  const queues = new Map<EventSubscriber, Queue>();
  const queueOf = (service: EventSubscriber) => {
    let queue = queues.get(service);
    if (!queue) {
      queue = new Queue(EVENT_QUEUES[service], { connection: redis, prefix: settings.prefix, defaultJobOptions: EVENT_JOB_OPTIONS });
      queue.on('error', () => undefined);
      queues.set(service, queue);
    }
    return queue;
  };
  return {
    async publish(event, data, { id, to = EVENT_SUBSCRIBERS }) {
      const payload = EVENT_SCHEMAS[event].parse(data);
      if (id.includes(':')) throw new Error(`An event id cannot contain ':' (${id})`);
      await Promise.all(to.map((service) => queueOf(service).add(event, payload, { jobId: id })));
    },
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      own?.disconnect();
    },
  };
}

/** What a service does with each event it takes; an event with no handler here fails for good (and is logged). */
export type EventHandlers = { [E in EventName]?: (data: EventPayloads[E], job: Job) => Promise<unknown> };

export interface EventConsumerOptions extends QueueSettings {
  logger: Logger;
}

/**
 * Starts a service's event consumer: a BullMQ worker on its own event queue, one event at a time, payloads validated
 * against the event's schema. The caller closes it (close() lets a running handler finish).
 */
export function startEventConsumer(service: EventSubscriber, handlers: EventHandlers, options: EventConsumerOptions): Worker {
  const queue = EVENT_QUEUES[service];
  const log = options.logger.child({ queue });
  const connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined); // reported once, through the worker's 'error' event
  const worker = new Worker(queue, async (job: Job) => {
    const event = job.name as EventName;
    const handler = handlers[event] as ((data: unknown, job: Job) => Promise<unknown>) | undefined;
    const schema = EVENT_SCHEMAS[event];
    if (!handler || !schema) throw new UnrecoverableError(`${service} has no handler for the event "${job.name}"`);
    const parsed = schema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid ${event} event: ${parsed.error.message}`);
    return handler(parsed.data, job);
  }, { connection, prefix: options.prefix, concurrency: 1, stalledInterval: 5000, maxStalledCount: 2 });
  worker.on('completed', (job, result) => log.info({ event: job.name, jobId: job.id, result }, 'event handled'));
  worker.on('failed', (job, error) => {
    const final = !job || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    log[final ? 'error' : 'warn']({ event: job?.name, jobId: job?.id, attempt: job?.attemptsMade, final, err: error.message },
      final ? 'event failed for good' : 'event failed: it will be retried');
  });
  worker.on('error', (error) => log.error({ err: error }, 'event consumer error'));
  const close = worker.close.bind(worker);
  worker.close = async (force?: boolean) => {
    try {
      await close(force);
    } finally {
      connection.disconnect();
    }
  };
  return worker;
}

export interface ServiceEvents {
  worker: Worker;
  close(): Promise<void>;
}

/**
 * A service's event consumer as its API process runs it. Handlers that announce what they removed (research and media
 * tell feedback which lessons and creations went) are given as a function of a publisher; it closes with the consumer.
 * Every event is a deletion: after each handler, what it deleted is erased from the service's store files and, by an
 * append-only file rewrite, from Redis's (erasure.ts). Without `store`, only the rewrite.
 */
export function startServiceEvents(
  service: EventSubscriber,
  deps: { config: { REDIS_URL: string; QUEUE_PREFIX: string }; logger: Logger; store?: Pick<Store, 'eraseDeleted'> },
  handlers: EventHandlers | ((events: EventPublisher) => EventHandlers),
): ServiceEvents {
  const settings = { redisUrl: deps.config.REDIS_URL, prefix: deps.config.QUEUE_PREFIX };
  const events = typeof handlers === 'function' ? createEventPublisher(settings) : undefined;
  const erasure = createErasure(deps);
  const given = typeof handlers === 'function' ? handlers(events!) : handlers;
  const erasing = Object.fromEntries(Object.entries(given).map(([event, handler]) => [event, async (data: never, job: Job) => {
    try {
      return await (handler as (data: never, job: Job) => Promise<unknown>)(data, job);
    } finally {
      // Also after a handler that failed half-way: what it did delete is erased now, the rest on its retry.
      await erasure.afterDeletion();
    }
  }])) as EventHandlers;
  const worker = startEventConsumer(service, erasing, { ...settings, logger: deps.logger });
  return {
    worker,
    async close() {
      await worker.close();
      await events?.close();
      await erasure.close();
    },
  };
}
