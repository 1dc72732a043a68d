import { MESSAGES, QUEUES, RESEARCH_STAGES, SOCKET_EVENTS, type ClientToServerEvents, type JobCompletedEvent, type JobFailedEvent, type JobProgressEvent, type JobWatchAck, type ServerToClientEvents } from '@wonderkin/shared';
import { jobIdFor } from '@wonderkin/server-kit';
import { createQueue, createWorker, type Job, type Queue, type Worker } from '@wonderkin/server-kit';
import { io, type Socket } from 'socket.io-client';
import { startGateway, type RunningGateway } from './helpers';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
interface TestJob { outcome: 'ok' | 'fail' | 'fail-once' | 'pause-mid' }

/** Jobs wait at this gate until the test has a watcher in place, so no event can pass unseen. */
class Gates {
  private readonly gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  private gate(jobId: string) {
    let gate = this.gates.get(jobId);
    if (!gate) {
      let open!: () => void;
      const promise = new Promise<void>((resolve) => { open = resolve; });
      gate = { promise, open };
      this.gates.set(jobId, gate);
    }
    return gate;
  }
  wait(jobId: string) { return this.gate(jobId).promise; }
  open(jobId: string) { this.gate(jobId).open(); }
}

/** Everything one client heard about jobs, and a way to wait for a particular event. */
class Listener {
  readonly progress: JobProgressEvent[] = [];
  readonly completed: JobCompletedEvent[] = [];
  readonly failed: JobFailedEvent[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Client) {
    socket.on(SOCKET_EVENTS.progress, (event) => this.push(this.progress, event));
    socket.on(SOCKET_EVENTS.completed, (event) => this.push(this.completed, event));
    socket.on(SOCKET_EVENTS.failed, (event) => this.push(this.failed, event));
  }
  private push<T>(list: T[], event: T) {
    list.push(event);
    this.waiters.forEach((wake) => wake());
  }
  until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        this.waiters = this.waiters.filter((wake) => wake !== check);
        resolve();
      };
      this.waiters.push(check);
    });
  }
  watch(jobId: unknown): Promise<JobWatchAck> {
    return new Promise((resolve) => this.socket.emit(SOCKET_EVENTS.watch, { jobId } as { jobId: string }, resolve));
  }
}

describe('gateway job events over Socket.IO', () => {
  let gw: RunningGateway;
  let research: Queue;
  let creation: Queue;
  const workers: Worker[] = [];
  const clients: Client[] = [];
  const gates = new Gates();

  async function process(job: Job<TestJob>) {
    await gates.wait(job.id!);
    for (const stage of RESEARCH_STAGES.slice(0, 2)) await job.updateProgress({ ...stage });
    if (job.data.outcome === 'pause-mid') await gates.wait(`${job.id}-mid`);
    if (job.data.outcome === 'fail' || (job.data.outcome === 'fail-once' && job.attemptsMade === 0)) {
      throw new Error('The lesson could not be written.');
    }
    for (const stage of RESEARCH_STAGES.slice(2)) await job.updateProgress({ ...stage });
    return { researchId: job.id!.split('-')[1], slug: `${job.id!.split('-')[1]}-why-is-the-sky-blue` };
  }

  async function connect(): Promise<Listener> {
    const socket: Client = io(gw.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new Listener(socket);
  }

  beforeAll(async () => {
    gw = await startGateway('gateway-sockets', {});
    const settings = { redisUrl: gw.config.REDIS_URL, prefix: gw.config.QUEUE_PREFIX };
    research = createQueue(QUEUES.research, settings);
    creation = createQueue(QUEUES.creation, settings);
    for (const name of [QUEUES.research, QUEUES.creation]) {
      workers.push(createWorker<TestJob, unknown>(name, process, settings, { concurrency: 4 }));
    }
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all([research?.close(), creation?.close()]);
    await gw?.stop();
  });

  it('streams progress 20 → 100 in order, then completion, to a watcher; a late watcher reads the end from the ack', async () => {
    const jobId = jobIdFor(QUEUES.research, 'aaa111');
    await research.add('research', { outcome: 'ok' }, { jobId, attempts: 1 });
    const watcher = await connect();
    const ack = await watcher.watch(jobId);
    expect(ack).toMatchObject({ jobId, progress: 0 });
    expect(['waiting', 'active']).toContain((ack as { status: string }).status);

    gates.open(jobId);
    await watcher.until(() => watcher.completed.length === 1);
    expect(watcher.progress.map((event) => event.progress)).toEqual([20, 40, 60, 80, 100]);
    expect(watcher.progress.map((event) => event.stage)).toEqual(RESEARCH_STAGES.map((stage) => stage.stage));
    expect(watcher.progress[0]).toEqual({ jobId, ...RESEARCH_STAGES[0] });
    expect(watcher.completed[0]).toEqual({ jobId, result: { researchId: 'aaa111', slug: 'aaa111-why-is-the-sky-blue' } });
    expect(watcher.failed).toEqual([]);

    const late = await connect();
    expect(await late.watch(jobId)).toEqual({
      jobId,
      status: 'completed',
      progress: 100,
      stage: 'final-touches',
      result: { researchId: 'aaa111', slug: 'aaa111-why-is-the-sky-blue' },
    });
  });

  it('tells a watcher that joins mid-way the stage reached so far, then streams the rest', async () => {
    const jobId = jobIdFor(QUEUES.research, 'mid222');
    await research.add('research', { outcome: 'pause-mid' }, { jobId, attempts: 1 });
    const early = await connect();
    await early.watch(jobId);
    gates.open(jobId);
    await early.until(() => early.progress.some((event) => event.progress === 40));

    const joiner = await connect();
    expect(await joiner.watch(jobId)).toEqual({ jobId, status: 'active', progress: 40, stage: 'filtering' });
    gates.open(`${jobId}-mid`);
    await joiner.until(() => joiner.completed.length === 1);
    expect(joiner.progress.map((event) => event.progress)).toEqual([60, 80, 100]);
  });

  it('tells watchers a job failed only when it is finally failed, in the product\'s words (never the internal reason); the ack says so too', async () => {
    const jobId = jobIdFor(QUEUES.research, 'bad333');
    await research.add('research', { outcome: 'fail' }, { jobId, attempts: 1 });
    const watcher = await connect();
    await watcher.watch(jobId);
    gates.open(jobId);
    await watcher.until(() => watcher.failed.length === 1);
    expect(watcher.failed[0]).toEqual({ jobId, error: MESSAGES.lessonFailed });
    expect(watcher.progress.map((event) => event.progress)).toEqual([20, 40]);
    expect(watcher.completed).toEqual([]);

    const late = await connect();
    expect(await late.watch(jobId)).toEqual({
      jobId, status: 'failed', progress: 40, stage: 'filtering', error: MESSAGES.lessonFailed,
    });
  });

  it('does not announce a failure for an attempt that is retried and then succeeds', async () => {
    const jobId = jobIdFor(QUEUES.research, 'retry444');
    await research.add('research', { outcome: 'fail-once' }, { jobId, attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    const watcher = await connect();
    await watcher.watch(jobId);
    gates.open(jobId);
    await watcher.until(() => watcher.completed.length === 1);
    // Stream order: a "failed" event for the first attempt would have arrived before the completion.
    expect(watcher.failed).toEqual([]);
    expect(watcher.completed[0].jobId).toBe(jobId);
    expect(watcher.progress.map((event) => event.progress)).toEqual([20, 40, 20, 40, 60, 80, 100]);
  });

  it('relays creation jobs the same way', async () => {
    const jobId = jobIdFor(QUEUES.creation, 'ccc555');
    await creation.add('creation', { outcome: 'ok' }, { jobId, attempts: 1 });
    const watcher = await connect();
    const ack = await watcher.watch(jobId);
    expect('error' in ack).toBe(false);
    gates.open(jobId);
    await watcher.until(() => watcher.completed.length === 1);
    expect(watcher.progress.at(-1)?.progress).toBe(100);
  });

  it('sends a job\'s events only to the sockets watching it', async () => {
    const watched = jobIdFor(QUEUES.research, 'own666');
    const other = jobIdFor(QUEUES.research, 'other777');
    await research.add('research', { outcome: 'ok' }, { jobId: watched, attempts: 1 });
    await research.add('research', { outcome: 'ok' }, { jobId: other, attempts: 1 });
    const watcher = await connect();
    const bystander = await connect();
    await watcher.watch(watched);
    await bystander.watch(other);
    gates.open(watched);
    await watcher.until(() => watcher.completed.length === 1);
    expect(bystander.progress.concat().filter((event) => event.jobId === watched)).toEqual([]);
    gates.open(other);
    await bystander.until(() => bystander.completed.length === 1);
    expect(bystander.completed.map((event) => event.jobId)).toEqual([other]);
    expect(watcher.completed.map((event) => event.jobId)).toEqual([watched]);
  });

  it.each([
    ['an unknown job', jobIdFor(QUEUES.research, 'nope888')],
    ['a job id of no watchable queue', jobIdFor(QUEUES.mail, 'm1')],
    ['a malformed job id', 'research:../../x'],
    ['no job id', undefined],
    ['a number', 42],
  ])('acks an error for %s', async (_label, jobId) => {
    const client = await connect();
    expect(await client.watch(jobId)).toEqual({ error: MESSAGES.unknownJob });
  });
});
