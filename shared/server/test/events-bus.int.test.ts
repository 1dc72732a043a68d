import { Queue, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { EVENT_QUEUES } from '@wonderkin/shared';
import { createEventPublisher, createLogger, randomId, startEventConsumer, type UserDeletedEvent } from '../src';

// The event bus: one durable queue per service, each event once per service, payloads checked.
const logger = createLogger('events-bus-test', 'silent');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('event bus', () => {
  const prefix = `wk-test-events-${randomId(4)}`;
  const settings = { redisUrl, prefix };
  let connection: IORedis;

  beforeAll(() => {
    connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  });
  afterAll(() => connection.disconnect());

  it('delivers an event published while the service is down to it once it starts, once per service, even if published twice', async () => {
    const publisher = createEventPublisher(settings);
    const event: UserDeletedEvent = { userId: randomId(), requestedAt: new Date().toISOString() };
    const to = ['research', 'media'] as const;
    await publisher.publish('user.deleted', event, { id: `user-deleted-${event.userId}`, to });
    await publisher.publish('user.deleted', event, { id: `user-deleted-${event.userId}`, to }); // a retried request

    const seen: Record<string, string[]> = { research: [], media: [] };
    const consumers = (['research', 'media'] as const).map((service) => startEventConsumer(service, {
      'user.deleted': async ({ userId }) => seen[service].push(userId),
    }, { ...settings, logger }));
    await until(async () => seen.research.length === 1 && seen.media.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual({ research: [event.userId], media: [event.userId] });
    await Promise.all(consumers.map((consumer) => consumer.close()));
    await publisher.close();
  });

  it('refuses an id BullMQ cannot take and a payload that does not match the event', async () => {
    const publisher = createEventPublisher(settings);
    await expect(publisher.publish('user.deleted', { userId: 'a', requestedAt: 'now' }, { id: 'user:deleted:a' })).rejects.toThrow(/cannot contain ':'/);
    await expect(publisher.publish('user.deleted', { userId: 'bad id!', requestedAt: 'now' }, { id: 'x' })).rejects.toThrow();
    await publisher.close();
  });

  it('fails for good, without retries, an event with no handler or a malformed payload', async () => {
    const queue = new Queue(EVENT_QUEUES.accounts, { connection, prefix });
    const handled: string[] = [];
    const consumer = startEventConsumer('accounts', { 'user.deleted': async ({ userId }) => handled.push(userId) }, { ...settings, logger });
    const unknown = await queue.add('content.deleted', { ids: ['a'], cause: 'test' }, { attempts: 5 });
    const malformed = await queue.add('user.deleted', { userId: 42 }, { attempts: 5 });
    const failed = (job: Job) => until(async () => (await queue.getJob(job.id!))?.getState().then((state) => state === 'failed' && state));
    await failed(unknown);
    await failed(malformed);
    expect((await queue.getJob(unknown.id!))!.attemptsMade).toBe(1);
    expect((await queue.getJob(malformed.id!))!.failedReason).toMatch(/Invalid user.deleted event/);
    expect(handled).toEqual([]);
    await consumer.close();
    await queue.close();
  });
});
