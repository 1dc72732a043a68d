/**
 * Lighthouse (12.2.3, pinned) on the prerendered marketing pages as a phone sees them: the frontend built for
 * production (scripts/bench/support/frontend-build.ts), served by a real gateway with the feedback service behind it
 * (the ratings summary), Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless, Lighthouse's default
 * mobile profile: a Moto G Power class phone, slow 4G (150 ms, 1.6 Mbit/s) and a 4× slower CPU, simulated.
 *
 * Each page is measured `runs` times (default 3 for "/", 1 for the others); the figures are the medians: first
 * contentful paint, largest contentful paint, total blocking time, speed index, time to interactive, and the bytes
 * the page downloaded (scripts, and everything, as sent: gzipped). The run fails when a page fetches anything from
 * another origin (the machine has no internet, and a phone should not wait on one).
 *
 *   npx tsx scripts/bench.ts lighthouse   → bench-results/lighthouse.json (full reports: bench-results/logs/lighthouse/)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchLogDir, REPO_ROOT, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { median, round } from '../support/wait';
import { buildFrontend } from './support/frontend-build';

export interface LighthouseOptions {
  redisUrl?: string;
  /** Paths and how many runs each. */
  pages?: Record<string, number>;
  /** An existing build to serve instead of a fresh one (e.g. an older version's, for a before/after). */
  dist?: string;
}

const GOALS = { fcpMs: 1000, lcpMs: 1800, landingJsGzipKb: 90 };

/** Starts chromium headless with a DevTools port for Lighthouse; resolves with the port once it listens. */
async function startChromium(logFile: string): Promise<{ port: number; version: string; stop(): Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-lighthouse-chromium-'));
  const child: ChildProcess = spawn(process.env.CHROMIUM_PATH || '/usr/bin/chromium', [
    '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`,
    '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check',
    // Nothing but the page on the network: no background fetches (the machine has no internet).
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic',
    '--disable-default-apps', '--disable-extensions', '--mute-audio', 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const log = fs.createWriteStream(logFile);
  child.stderr!.pipe(log);
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open its DevTools port in 30 s (see ${logFile})`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited (${code}) before opening its DevTools port (see ${logFile})`));
    });
    child.once('error', reject);
  });
  const version = ((await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string }).Browser ?? 'unknown';
  return {
    port,
    version,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  runWarnings: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

interface RunFigures {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  interactiveMs: number;
  score: number;
  scriptKb: number;
  scriptRequests: number;
  totalKb: number;
  requests: number;
  external: string[];
}

function figures(lhr: Lhr, origin: string): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => {
    const number = lhr.audits[id]?.numericValue;
    if (typeof number !== 'number') throw new Error(`Lighthouse reported no ${id}`);
    return number;
  };
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{ url: string; resourceType?: string; transferSize?: number }>;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const bytes = (list: typeof requests) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    speedIndexMs: Math.round(value('speed-index')),
    interactiveMs: Math.round(value('interactive')),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scriptKb: round(bytes(scripts) / 1024, 1),
    scriptRequests: scripts.length,
    totalKb: round(bytes(requests) / 1024, 1),
    requests: requests.length,
    external: requests.map((request) => request.url).filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
  };
}

export async function run(options: LighthouseOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('lighthouse needs REDIS_URL (npm run bench starts a redis-server)');
  const pages = options.pages ?? { '/': 3, '/free': 1, '/custombooks': 1, '/links': 1 };
  const logDir = benchLogDir('lighthouse');
  const dist = options.dist ?? buildFrontend('wk-bench-lighthouse-');
  const processes: RoleProcess[] = [];
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  try {
    const env = await roleEnv(redisUrl, { FRONTEND_DIST: dist });
    processes.push(await startRole('feedback', env, { logFile: path.join(logDir, 'feedback.log') }));
    const gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    processes.push(gateway);
    chromium = await startChromium(path.join(logDir, 'chromium.log'));
    const { default: lighthouse } = await import('lighthouse');

    const results: Record<string, RunFigures & { runs: number; runsFcpMs: number[]; runsLcpMs: number[] }> = {};
    for (const [pagePath, runs] of Object.entries(pages)) {
      const url = `${gateway.url}${pagePath}`;
      const perRun: RunFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        // Lighthouse's default settings: mobile form factor, Moto G Power screen, simulated slow 4G and 4× CPU.
        // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, now and then) is run again, twice at most.
        for (let attempt = 1; ; attempt += 1) {
          const answer = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
          const lhr = answer.lhr as unknown as Lhr;
          fs.writeFileSync(path.join(logDir, `${pagePath.replace(/\W+/g, '_') || '_'}-${i + 1}.json`), JSON.stringify(lhr));
          if (lhr.runtimeError && attempt < 3) {
            console.warn(`[lighthouse] ${pagePath}: ${lhr.runtimeError.message}; again`);
            continue;
          }
          perRun.push(figures(lhr, gateway.url!));
          break;
        }
      }
      const mid = (pick: (figures: RunFigures) => number) => median(perRun.map(pick));
      const external = [...new Set(perRun.flatMap((figures) => figures.external))];
      if (external.length) throw new Error(`${pagePath} fetched from other origins: ${external.join(', ')}`);
      results[pagePath] = {
        runs,
        fcpMs: mid((f) => f.fcpMs),
        lcpMs: mid((f) => f.lcpMs),
        tbtMs: mid((f) => f.tbtMs),
        speedIndexMs: mid((f) => f.speedIndexMs),
        interactiveMs: mid((f) => f.interactiveMs),
        score: mid((f) => f.score),
        scriptKb: mid((f) => f.scriptKb),
        scriptRequests: mid((f) => f.scriptRequests),
        totalKb: mid((f) => f.totalKb),
        requests: mid((f) => f.requests),
        external,
        runsFcpMs: perRun.map((f) => f.fcpMs),
        runsLcpMs: perRun.map((f) => f.lcpMs),
      };
    }
    const landing = results['/'];
    return {
      benchmark: 'lighthouse',
      date: new Date().toISOString(),
      lighthouse: (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version,
      chromium: chromium.version,
      profile: 'Lighthouse default mobile: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s), 4x CPU slowdown',
      ...(landing
        ? {
            goals: `FCP ≤ ${GOALS.fcpMs} ms, LCP ≤ ${GOALS.lcpMs} ms on /`,
            withinGoals: landing.fcpMs <= GOALS.fcpMs && landing.lcpMs <= GOALS.lcpMs,
          }
        : {}),
      pages: results,
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    await chromium?.stop().catch((error: unknown) => console.warn(`[lighthouse] stopping chromium: ${String(error)}`));
    for (const role of processes.reverse()) await role.stop();
    if (!options.dist) fs.rmSync(dist, { recursive: true, force: true });
  }
}
