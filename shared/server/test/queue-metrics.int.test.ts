import { Registry } from 'prom-client';
import { QUEUES } from '@wonderkin/shared';
import {
  createLogger, createQueue, createQueueEvents, createWorker, randomId, registerQueueMetrics, type Queue, type QueueEvents, type Worker,
} from '../src';
import { parsePrometheus, valueOf } from '../../../tests/support/prometheus';

// Queue depth and job durations by queue and outcome, against the real Redis of the jest global setup.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('queue metrics', () => {
  const settings = { redisUrl, prefix: `wk-test-queue-metrics-${randomId(4)}` };
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker | undefined;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    queue = createQueue(QUEUES.research, settings);
    events = createQueueEvents(QUEUES.research, settings);
    closers.push(() => events.close(), () => queue.obliterate({ force: true }).finally(() => queue.close()));
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    for (const close of closers) await close().catch(() => undefined);
  });

  it('counts jobs by state at scrape time and times finished jobs by outcome', async () => {
    const registry = new Registry();
    const metrics = registerQueueMetrics(registry, [queue], createLogger('queue-metrics-test', 'silent'));
    metrics.recordJobDurations(events, queue);

    await queue.add('ok', {}, { jobId: 'research-ok', attempts: 1 });
    await queue.add('boom', {}, { jobId: 'research-boom', attempts: 1 });
    await queue.add('later', {}, { jobId: 'research-later', delay: 60_000 });
    let samples = parsePrometheus(await registry.metrics());
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'waiting' })).toBe(2);
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'delayed' })).toBe(1);
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'active' })).toBe(0);

    worker = createWorker(QUEUES.research, async (job) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (job.name === 'boom') throw new Error('boom');
      return { ok: true };
    }, settings);
    await until('both durations', async () => {
      const values = parsePrometheus(await registry.metrics());
      return ['completed', 'failed'].every((outcome) => valueOf(values, 'wonderkin_job_duration_seconds_count', { queue: 'research', outcome }) === 1);
    });
    samples = parsePrometheus(await registry.metrics());
    for (const outcome of ['completed', 'failed']) {
      expect(valueOf(samples, 'wonderkin_job_duration_seconds_sum', { queue: 'research', outcome })).toBeGreaterThanOrEqual(0.02);
    }
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'waiting' })).toBe(0);
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'failed' })).toBe(1);
  });

  it('leaves a queue it cannot read out of the scrape instead of failing it (an error, or no answer in 2 s)', async () => {
    const failing = { name: QUEUES.creation, getJobCounts: () => Promise.reject(new Error('Connection is closed.')) } as unknown as Queue;
    const silent = { name: QUEUES.mail, getJobCounts: () => new Promise(() => undefined) } as unknown as Queue;
    const registry = new Registry();
    registerQueueMetrics(registry, [queue, failing, silent]);
    const started = Date.now();
    const samples = parsePrometheus(await registry.metrics());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'research', state: 'waiting' })).toBeDefined();
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'creation', state: 'waiting' })).toBeUndefined();
    expect(valueOf(samples, 'wonderkin_queue_jobs', { queue: 'mail', state: 'waiting' })).toBeUndefined();
  });
});
