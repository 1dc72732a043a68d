import {
  QUEUES, researchSlug, SOCKET_EVENTS, type ClientToServerEvents, type JobPartialEvent, type JobProgressEvent, type JobWatchAck,
  type ServerToClientEvents,
} from '@wonderkin/shared';
import {
  createLogger, createQueue, jobIdFor, loadConfig, openStore, randomId, type Queue, type ResearchJobData, type ResearchJobResult,
  type Store, type Worker,
} from '@wonderkin/server-kit';
import { createOpenAIGenerator, createRepositories, createSafetyScreen, startResearchWorker, type ResearchRepositories } from '@wonderkin/research';
import { io, type Socket } from 'socket.io-client';
import { startGateway, type RunningGateway } from '../../gateway/test/helpers';
import { startFakeOpenAI, type FakeOpenAI } from '../../services/research/test/support/fake-openai';
import { kidsLesson } from '../../services/research/test/support/lesson-fixture';
import { lessonWithLongParts, strictAnswer } from '../../services/research/test/support/strict-answer';

// Issue 10 §3 acceptance: a lesson streamed by an OpenAI-compatible server (local, server-sent events at a steady
// token rate) through the real research queue, a real research worker and the gateway's Socket.IO relay.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What one watcher heard, with the time each event arrived. */
class Watcher {
  readonly events: { at: number; name: string; event: unknown }[] = [];
  private wake: (() => void)[] = [];
  constructor(readonly socket: Client) {
    for (const name of [SOCKET_EVENTS.progress, SOCKET_EVENTS.partial, SOCKET_EVENTS.completed, SOCKET_EVENTS.failed] as const) {
      socket.on(name, (event: unknown) => {
        this.events.push({ at: Date.now(), name, event });
        this.wake.forEach((fn) => fn());
      });
    }
  }
  of<T>(name: string): T[] {
    return this.events.filter((e) => e.name === name).map((e) => e.event as T);
  }
  indexOf(name: string, test: (event: never) => boolean = () => true): number {
    return this.events.findIndex((e) => e.name === name && test(e.event as never));
  }
  until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for socket events')), timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.wake = this.wake.filter((fn) => fn !== check);
        resolve();
      };
      this.wake.push(check);
      check();
    });
  }
  watch(jobId: string): Promise<JobWatchAck> {
    return this.socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.watch, { jobId });
  }
}

describe('a streamed lesson through the queue, the worker and the gateway socket', () => {
  let gw: RunningGateway;
  let fake: FakeOpenAI;
  let store: Store;
  let repos: ResearchRepositories;
  let queue: Queue<ResearchJobData, ResearchJobResult>;
  let worker: Worker<ResearchJobData, ResearchJobResult>;
  const clients: Client[] = [];

  beforeAll(async () => {
    // About 700 tokens at 250 tokens a second: the lesson takes ~3 s to write, as a real model would (a bit faster).
    fake = await startFakeOpenAI([strictAnswer(lessonWithLongParts())], { tokensPerSecond: 250 });
    gw = await startGateway('streamed-lesson', {});
    const config = loadConfig({
      ...process.env, REDIS_URL: gw.config.REDIS_URL, QUEUE_PREFIX: gw.config.QUEUE_PREFIX, DATA_DIR: gw.config.DATA_DIR,
      NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_PROVIDERS: 'off', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL,
    });
    store = await openStore({ service: 'research', dataDir: config.DATA_DIR });
    repos = createRepositories(store);
    const logger = createLogger('streamed-lesson', 'silent');
    const generator = createOpenAIGenerator({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'gpt-test', logger });
    worker = startResearchWorker({ config, logger, repos, generator, safety: createSafetyScreen() });
    queue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    await worker.waitUntilReady();
  }, 60_000);
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await worker?.close();
    await queue?.close();
    await gw?.stop();
    await store?.close();
    await fake?.close();
  });

  async function connect(): Promise<Watcher> {
    const socket: Client = io(gw.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new Watcher(socket);
  }

  it('sends job:partial with the quick answer before job:completed, steps that follow the writing, and the partial to a watcher joining mid-stream', async () => {
    const id = randomId();
    const question = 'Why is the sky blue?';
    const slug = researchSlug(id, question);
    const jobId = jobIdFor(QUEUES.research, id);
    await repos.asks.create({ id, slug, question, ageRange: '6-8', userId: null, anonId: randomId(), jobId, status: 'pending', createdAt: new Date().toISOString() });

    const early = await connect();
    const delayed = { delay: 300 }; // the watcher is in the room before the worker takes the job
    await queue.add(QUEUES.research, { researchId: id, slug, question, ageRange: '6-8' }, { jobId, attempts: 1, ...delayed });
    expect(await early.watch(jobId)).toMatchObject({ jobId, progress: 0 });

    // As soon as the quick answer has been shown, a second page watches the job.
    const hasAnswer = (event: JobPartialEvent) => typeof event.result.quickAnswer === 'string';
    await early.until(() => early.of<JobPartialEvent>(SOCKET_EVENTS.partial).some(hasAnswer));
    const late = await connect();
    const ack = await late.watch(jobId);
    expect(ack).toMatchObject({ jobId, status: 'active', stage: 'researching' });
    expect((ack as { partial?: { quickAnswer?: string } }).partial?.quickAnswer).toBe(lessonWithLongParts().quickAnswer);
    expect((ack as { progress: number }).progress).toBeLessThan(20);

    await early.until(() => early.of(SOCKET_EVENTS.completed).length === 1);
    await late.until(() => late.of(SOCKET_EVENTS.completed).length === 1);

    // job:partial with the quick answer came before the end, and well before it (the lesson was still being written).
    const firstAnswer = early.indexOf(SOCKET_EVENTS.partial, hasAnswer);
    const completedAt = early.indexOf(SOCKET_EVENTS.completed);
    expect(firstAnswer).toBeGreaterThanOrEqual(0);
    expect(firstAnswer).toBeLessThan(completedAt);
    expect(early.events[completedAt].at - early.events[firstAnswer].at).toBeGreaterThan(500);
    const partials = early.of<JobPartialEvent>(SOCKET_EVENTS.partial);
    expect(partials.every((p) => p.jobId === jobId)).toBe(true);
    expect(partials.at(-1)?.result.exploreSections).toEqual(kidsLesson().exploreSections);

    // The writing steps (below 20, in the research stage) come first and follow the lesson's order; then the stages.
    const progress = early.of<JobProgressEvent>(SOCKET_EVENTS.progress);
    const writing = progress.filter((p) => p.progress < 20);
    expect(writing.length).toBeGreaterThanOrEqual(3);
    expect(writing.every((p) => p.stage === 'researching')).toBe(true);
    expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
    const messages = writing.map((p) => p.message);
    expect(messages.indexOf('Writing the quick answer…')).toBeGreaterThanOrEqual(0);
    expect(messages.indexOf('Writing the quick answer…')).toBeLessThan(messages.indexOf('Writing the quiz…'));
    expect(progress.slice(writing.length).map((p) => p.progress)).toEqual([20, 40, 60, 80, 100]);

    // The request the worker made: streamed, with the strict schema.
    expect(fake.requests[0]).toMatchObject({ stream: true, response_format: { type: 'json_schema', json_schema: { strict: true } } });
    // OPENAI_API_KEY is set, so the worker had the question moderated (default model) and each part shown before it went out.
    expect(fake.moderationRequests[0]).toEqual({ model: 'omni-moderation-latest', input: [question] });
    expect(fake.moderatedTexts()).toEqual(expect.arrayContaining([lessonWithLongParts().quickAnswer, ...kidsLesson().exploreSections.map((s) => s.content)]));
    // Once done, the ack is the lesson's end and carries no partial any more.
    const after = await (await connect()).watch(jobId);
    expect(after).toMatchObject({ status: 'completed', result: { researchId: id, slug } });
    expect(after).not.toHaveProperty('partial');
  }, 60_000);
});
