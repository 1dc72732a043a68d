/**
 * `npm run bench [name…]`: runs every scripts/bench/<name>.ts module's exported `run(options)` one after the other,
 * writes each result to bench-results/<name>.json and a readable summary to bench-results/summary.md.
 *
 * Contract for a benchmark module: `export async function run(options: { redisUrl?: string }): Promise<object>`;
 * the returned object is the figures (nested objects are flattened into the summary as a.b rows).
 * Redis: REDIS_URL when set, else a throwaway redis-server started here for the whole run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/ports.cjs';
import { startRedisServer, type LocalRedis } from './lib/redis.cjs';

const ROOT = path.resolve(__dirname, '..');
const BENCH_DIR = path.join(__dirname, 'bench');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** Fields every result may carry that describe the run rather than measure it. */
const META_KEYS = new Set(['benchmark', 'date', 'node', 'cpus']);

interface BenchModule { run?: (options: { redisUrl?: string }) => Promise<unknown> }
interface Outcome { name: string; seconds: number; result?: unknown; error?: string }

function benchNames(only: string[]): string[] {
  const all = fs.existsSync(BENCH_DIR)
    ? fs.readdirSync(BENCH_DIR).filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts')).map((file) => file.replace(/\.ts$/, '')).sort()
    : [];
  const unknown = only.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`No benchmark named ${unknown.join(', ')} (have: ${all.join(', ') || 'none'})`);
  return only.length ? only : all;
}

/** Flattens nested figures into rows: { latencyMs: { p50: 3 } } → ["latencyMs.p50", "3"]. */
export function figureRows(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [[prefix || 'value', Array.isArray(value) ? JSON.stringify(value) : String(value)]];
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => prefix || !META_KEYS.has(key))
    .flatMap(([key, inner]) => figureRows(inner, prefix ? `${prefix}.${key}` : key));
}

function summaryMarkdown(outcomes: Outcome[], startedAt: Date): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmarks',
    '',
    `Run ${startedAt.toISOString()} on Node ${process.version}, ${os.cpus().length} × ${cpu}, ${os.platform()}. Regenerate with \`npm run bench\`.`,
    '',
  ];
  for (const outcome of outcomes) {
    lines.push(`## ${outcome.name} (${outcome.seconds.toFixed(1)} s)`, '');
    if (outcome.error) {
      lines.push(`Failed: ${outcome.error}`, '');
      continue;
    }
    lines.push('| figure | value |', '|---|---|');
    for (const [key, value] of figureRows(outcome.result)) lines.push(`| ${key} | ${value.replace(/\|/g, '\\|')} |`);
    lines.push('', `Raw figures: \`bench-results/${outcome.name}.json\`.`, '');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const names = benchNames(process.argv.slice(2));
  if (!names.length) {
    console.log('No benchmarks in scripts/bench/.');
    return;
  }
  let redis: LocalRedis | null = null;
  if (!process.env.REDIS_URL) {
    redis = await startRedisServer({ port: await freePort(), dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wk-bench-redis-')), persistent: false });
    process.env.REDIS_URL = redis.url;
    console.log(`[bench] started a throwaway redis-server at ${redis.url}`);
  }
  // Benchmarks build apps in this process and start roles; there are no built-in secrets, so the run makes a pair.
  process.env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  process.env.TOKEN_SECRET ||= randomBytes(32).toString('hex');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const outcomes: Outcome[] = [];
  try {
    for (const name of names) {
      console.log(`[bench] ${name}…`);
      const started = Date.now();
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- benchmarks are found at run time by file name; tsx compiles the .ts on require
        const mod = require(path.join(BENCH_DIR, `${name}.ts`)) as BenchModule;
        if (typeof mod.run !== 'function') throw new Error(`scripts/bench/${name}.ts exports no run()`);
        const result = await mod.run({ redisUrl: process.env.REDIS_URL });
        fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
        outcomes.push({ name, seconds: (Date.now() - started) / 1000, result });
        console.log(`[bench] ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcomes.push({ name, seconds: (Date.now() - started) / 1000, error: message });
        console.error(`[bench] ${name} failed: ${error instanceof Error ? error.stack : message}`);
      }
    }
  } finally {
    await redis?.stop();
  }
  fs.writeFileSync(path.join(RESULTS_DIR, 'summary.md'), summaryMarkdown(outcomes, startedAt));
  console.log(`[bench] summary: ${path.relative(ROOT, path.join(RESULTS_DIR, 'summary.md'))}`);
  if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
