/**
 * Streaming: how soon a family sees something, streamed versus not. A research worker (in this process, the real
 * OpenAI SDK and pipeline) writes lessons through a local OpenAI-compatible server that produces the answer at a
 * realistic rate (40 tokens a second, about 4 characters a token, as server-sent `chat.completion.chunk` events; the
 * non-streamed answer comes whole after the same writing time). A Socket.IO client watches each job through a real
 * gateway process, as the ask page does. Measured from the moment the job is added:
 * - first visible content: the first job:partial with the quick answer (streamed), or job:completed (not streamed:
 *   the page shows nothing of the lesson before it);
 * - whole lesson: job:completed.
 *
 *   npx tsx scripts/bench.ts streaming   → bench-results/streaming.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_EVENTS, type JobPartialEvent } from '@wonderkin/shared';
import { createLogger, loadConfig } from '@wonderkin/server-kit';
import { createOpenAIGenerator, createSafetyScreen, startResearchWorker } from '@wonderkin/research';
import { startFakeOpenAI, tokensOf } from '../../services/research/test/support/fake-openai';
import { kidsLesson } from '../../services/research/test/support/lesson-fixture';
import { strictAnswer } from '../../services/research/test/support/strict-answer';
import { enqueueResearch, openResearch } from '../support/research-jobs';
import { benchLogDir, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { connect, watch, type ClientSocket } from '../support/sockets';
import { median, round } from '../support/wait';

export interface StreamingBenchOptions { redisUrl?: string; runs?: number; tokensPerSecond?: number }

interface RunTimes { firstVisibleMs: number; wholeLessonMs: number }

/** One lesson through the queue; when the watcher first saw the quick answer and when the lesson was done. */
async function oneLesson(socket: ClientSocket, research: Awaited<ReturnType<typeof openResearch>>): Promise<RunTimes> {
  const started = Date.now();
  const { jobIds } = await enqueueResearch(research, 1);
  const jobId = jobIds[0];
  let firstAnswerAt: number | undefined;
  const onPartial = (event: JobPartialEvent) => {
    if (event.jobId === jobId && typeof event.result.quickAnswer === 'string') firstAnswerAt ??= Date.now();
  };
  socket.on(SOCKET_EVENTS.partial, onPartial);
  try {
    const done = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`lesson ${jobId} not done in 120 s`)), 120_000);
      socket.on(SOCKET_EVENTS.completed, (event) => {
        if (event.jobId !== jobId) return;
        clearTimeout(timer);
        resolve(Date.now());
      });
      socket.on(SOCKET_EVENTS.failed, (event) => {
        if (event.jobId === jobId) reject(new Error(`lesson ${jobId} failed: ${event.error}`));
      });
    });
    const ack = await watch(socket, jobId);
    if ('error' in ack) throw new Error(`job:watch answered ${ack.error}`);
    // A watcher that joined after the quick answer was written reads it from the ack.
    if ((ack as { partial?: { quickAnswer?: unknown } }).partial?.quickAnswer) firstAnswerAt ??= Date.now();
    const completedAt = await done;
    return { firstVisibleMs: (firstAnswerAt ?? completedAt) - started, wholeLessonMs: completedAt - started };
  } finally {
    socket.off(SOCKET_EVENTS.partial, onPartial);
    socket.removeAllListeners(SOCKET_EVENTS.completed);
    socket.removeAllListeners(SOCKET_EVENTS.failed);
  }
}

export async function run(options: StreamingBenchOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('streaming needs REDIS_URL (npm run bench starts a redis-server)');
  const runs = options.runs ?? 3;
  const tokensPerSecond = options.tokensPerSecond ?? 40;
  const answer = strictAnswer(kidsLesson());
  const provider = await startFakeOpenAI([answer], { tokensPerSecond });
  // The kept-lesson library would answer a repeated question at once: off, every run asks the provider.
  const env = await roleEnv(redisUrl, { LESSON_LIBRARY_DAYS: '0', WEB_PROVIDERS: 'off' });
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: provider.baseURL });
  const logger = createLogger('bench-streaming', 'silent');
  const logDir = benchLogDir('streaming');
  const research = await openResearch(env);
  let gateway: RoleProcess | undefined;
  let socket: ClientSocket | undefined;
  const results: Record<'streamed' | 'nonStreamed', RunTimes[]> = { streamed: [], nonStreamed: [] };
  try {
    gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    socket = await connect(gateway.url!, { websocketOnly: true });
    for (const path of ['streamed', 'nonStreamed'] as const) {
      const generator = createOpenAIGenerator({ apiKey: 'bench-key', baseURL: provider.baseURL, model: 'bench-model', logger, stream: path === 'streamed' });
      const worker = startResearchWorker({ config, logger, repos: research.repos, generator, safety: createSafetyScreen() });
      try {
        await worker.waitUntilReady();
        for (let i = 0; i < runs; i += 1) {
          const times = await oneLesson(socket, research);
          results[path].push(times);
          console.log(`[bench:streaming] ${path} run ${i + 1}: first visible ${times.firstVisibleMs} ms, whole lesson ${times.wholeLessonMs} ms`);
        }
      } finally {
        await worker.close();
      }
    }
    const summary = (list: RunTimes[]) => ({
      firstVisibleMs: median(list.map((t) => t.firstVisibleMs)),
      wholeLessonMs: median(list.map((t) => t.wholeLessonMs)),
      runs: list,
    });
    const streamed = summary(results.streamed);
    const nonStreamed = summary(results.nonStreamed);
    return {
      benchmark: 'streaming',
      date: new Date().toISOString(),
      path: 'queue → research worker (openai SDK, pipeline) → local OpenAI-compatible server → gateway QueueEvents → Socket.IO client',
      provider: { tokensPerSecond, answerTokens: tokensOf(answer, 4).length, answerCharacters: answer.length },
      firstVisibleContentMs: { streamed: streamed.firstVisibleMs, nonStreamed: nonStreamed.firstVisibleMs },
      wholeLessonMs: { streamed: streamed.wholeLessonMs, nonStreamed: nonStreamed.wholeLessonMs },
      firstVisibleShareOfWholeLesson: { streamed: round(streamed.firstVisibleMs / streamed.wholeLessonMs, 2), nonStreamed: 1 },
      runs: { streamed: streamed.runs, nonStreamed: nonStreamed.runs },
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    socket?.close();
    await research.queue.obliterate({ force: true }).catch(() => undefined);
    await research.close();
    await gateway?.stop();
    await provider.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
