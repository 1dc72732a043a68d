/**
 * `npm run drills [name…]`: fault drills against the whole stack as real processes (tests/support/stack.ts) on a
 * throwaway append-only redis-server, with an OpenAI-compatible lesson writer on 127.0.0.1 that answers after
 * 300 ms. Each drill (scripts/drills/<name>.ts) prints one verdict line, "PASS <name>: <figures>" or
 * "FAIL <name>: <figures — what failed>"; the command exits non-zero when one fails. The verdicts also go to
 * test-results/drills.json, which `node scripts/lib/summary.cjs` (the last line of .ci/run) counts.
 * Logs of every process: test-results/stack-logs/drills-…/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kidsLesson } from '../services/research/test/support/lesson-fixture';
import { startFakeOpenAI, type FakeOpenAI } from '../services/research/test/support/fake-openai';
import { startStack, type Stack } from '../tests/support/stack';
import { freePort } from './lib/ports.cjs';
import { startRedisServer, type LocalRedis } from './lib/redis.cjs';
import type { Drill, DrillContext, DrillRedis } from './support/drill-context';
import { openResearch, type ResearchFixture } from './support/research-jobs';
import { sleep, until } from './support/wait';

/** In this order: the most disruptive last. */
const DRILLS = ['service-down', 'two-gateways', 'worker-kill', 'redis-restart'];
const DRILL_TIMEOUT_MS = 150_000;
const PROVIDER_DELAY_MS = 300;
const ROOT = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(ROOT, 'test-results', 'drills.json');

interface Verdict { name: string; ok: boolean; line: string; seconds: number; details?: Record<string, unknown> }

function writeResults(verdicts: Verdict[], finished: boolean): void {
  const passed = verdicts.filter((verdict) => verdict.ok).length;
  // A run that did not finish counts as one failure, so a crash is never read as "all passed".
  const failed = verdicts.length - passed + (finished ? 0 : 1);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ passed, failed, finished, drills: verdicts }, null, 2)}\n`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const started = Date.now();
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !DRILLS.includes(name));
  if (unknown.length) throw new Error(`No drill named ${unknown.join(', ')} (have: ${DRILLS.join(', ')})`);
  const names = only.length ? DRILLS.filter((name) => only.includes(name)) : DRILLS;
  const verdicts: Verdict[] = [];
  writeResults(verdicts, false);

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-drills-'));
  let redis: LocalRedis | undefined;
  let provider: FakeOpenAI | undefined;
  let stack: Stack | undefined;
  let research: ResearchFixture | undefined;
  const killRedis = () => redis?.child.kill('SIGKILL');
  process.on('exit', killRedis);
  const interrupted = () => {
    console.log('[drills] interrupted');
    process.exit(130); // exit hooks take every process down
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const port = await freePort();
    const redisDir = path.join(scratch, 'redis');
    redis = await startRedisServer({ port, dir: redisDir, persistent: true });
    provider = await startFakeOpenAI([JSON.stringify(kidsLesson())], { delayMs: PROVIDER_DELAY_MS });
    console.log(`[drills] redis-server (append-only) at ${redis.url}, lesson writer at ${provider.baseURL} (${PROVIDER_DELAY_MS} ms a lesson); starting the stack…`);
    stack = await startStack({
      label: 'drills',
      timeoutMs: 120_000,
      env: {
        REDIS_URL: redis.url,
        OPENAI_API_KEY: 'drill-key',
        OPENAI_BASE_URL: provider.baseURL,
        RESEARCH_WORKER_CONCURRENCY: '4',
        FRONTEND_DIST: path.join(scratch, 'no-frontend'), // the drills need no web app
      },
    });
    console.log(`[drills] stack up in ${Math.round((Date.now() - started) / 1000)} s at ${stack.baseUrl} (logs: ${path.relative(ROOT, stack.logDir)})`);
    research = await openResearch(stack.env);

    const redisHandle: DrillRedis = {
      url: redis.url,
      port,
      async restart(downMs) {
        await redis!.stop();
        const stoppedAt = Date.now();
        await sleep(downMs);
        redis = await startRedisServer({ port, dir: redisDir, persistent: true });
        return { stoppedAt, startedAt: Date.now() };
      },
    };

    for (const name of names) {
      const drillStarted = Date.now();
      const note = (message: string) => console.log(`  · ${name}: ${message}`);
      const context: DrillContext = { stack, redis: redisHandle, provider, research, logDir: stack.logDir, note };
      let verdict: Verdict;
      try {
        // Every drill starts from a healthy stack.
        const gateway = stack.baseUrl;
        await until('the stack to be healthy', async () => (await fetch(`${gateway}/healthz`)).status === 200, 30_000, 200);
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- drills are found at run time by file name; tsx compiles the .ts on require
        const { drill } = require(path.join(__dirname, 'drills', `${name}.ts`)) as { drill: Drill };
        const result = await withTimeout(drill.run(context), DRILL_TIMEOUT_MS, `the ${name} drill`);
        verdict = { name, ok: result.ok, line: `${result.ok ? 'PASS' : 'FAIL'} ${name}: ${result.figures}`, seconds: 0, details: result.details };
      } catch (error) {
        verdict = { name, ok: false, line: `FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`, seconds: 0 };
      }
      verdict.seconds = Math.round((Date.now() - drillStarted) / 100) / 10;
      verdicts.push(verdict);
      console.log(verdict.line);
      writeResults(verdicts, false);
    }
  } catch (error) {
    // The stack did not start: every drill that did not run fails with the reason.
    const reason = error instanceof Error ? error.message : String(error);
    for (const name of names.filter((candidate) => !verdicts.some((verdict) => verdict.name === candidate))) {
      const verdict = { name, ok: false, line: `FAIL ${name}: not run — ${reason}`, seconds: 0 };
      verdicts.push(verdict);
      console.log(verdict.line);
    }
  } finally {
    await research?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await provider?.close().catch(() => undefined);
    await redis?.stop().catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  writeResults(verdicts, true);
  const failed = verdicts.filter((verdict) => !verdict.ok).length;
  console.log(`[drills] ${verdicts.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s (${path.relative(ROOT, RESULTS_FILE)})`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
