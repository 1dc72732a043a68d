/**
 * Gateway proxy cost: requests/s of one call three ways, with the same number of keep-alive connections, measured
 * side by side in alternating rounds (each a real process on this machine):
 *
 *   direct     straight to the research service
 *   reference  through a minimal Node reverse proxy (scripts/bench/support/reference-proxy.ts: node:http and a
 *              keep-alive agent, nothing else), in its own process: what any proxy costs here
 *   gateway    through our gateway (request id, logs, metrics, security headers, rate limits, routing, proxy)
 *
 * The goal figure is gateway ÷ reference (what the gateway costs beyond proxying at all); gateway ÷ direct is `ratio`
 * as before (1.0 would be a free gateway).
 *
 *   npx tsx scripts/bench.ts proxy-cost   → bench-results/proxy-cost.json
 *   PROXY_COST_CPU_PROF=<dir> npx tsx scripts/bench.ts proxy-cost   → also a V8 CPU profile of the gateway in <dir>
 *     (summarise it with `npx tsx scripts/bench/support/cpu-profile-summary.ts <dir>/*.cpuprofile`)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports.cjs';
import { load, type LoadResult } from '../support/load';
import { benchLogDir, REPO_ROOT, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { median, round } from '../support/wait';

export interface ProxyCostOptions {
  redisUrl?: string;
  connections?: number;
  roundMs?: number;
  rounds?: number;
  /** Folder for a V8 CPU profile of the gateway process (written when it stops). Default: PROXY_COST_CPU_PROF. */
  cpuProfileDir?: string;
}

const CALL = '/api/check-limits';
const WAYS = ['direct', 'reference', 'gateway'] as const;
type Way = (typeof WAYS)[number];

/** Starts the reference proxy in front of `target` and waits until it listens. */
/** CPU time (user + system) a process has used so far, in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

async function startReferenceProxy(target: string, logFile: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'support', 'reference-proxy.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, TARGET_URL: target, PORT: String(port) },
    stdio: ['ignore', 'pipe', log],
  });
  fs.closeSync(log);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready')) resolve(); });
    child.once('exit', (code) => reject(new Error(`the reference proxy exited (${code}); see ${path.relative(REPO_ROOT, logFile)}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (exited()) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    },
  };
}

export async function run(options: ProxyCostOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('proxy-cost needs REDIS_URL (npm run bench starts a redis-server)');
  const connections = options.connections ?? 16;
  const roundMs = options.roundMs ?? 2000;
  const rounds = options.rounds ?? 5;
  const cpuProfileDir = options.cpuProfileDir ?? process.env.PROXY_COST_CPU_PROF;
  const env = await roleEnv(redisUrl);
  const logDir = benchLogDir('proxy-cost');
  const processes: RoleProcess[] = [];
  let reference: Awaited<ReturnType<typeof startReferenceProxy>> | undefined;
  try {
    const research = await startRole('research', env, { logFile: path.join(logDir, 'research.log') });
    processes.push(research);
    if (cpuProfileDir) fs.mkdirSync(cpuProfileDir, { recursive: true });
    const gateway = await startRole('gateway', env, {
      logFile: path.join(logDir, 'gateway.log'), anyAnswer: true,
      nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [],
    });
    processes.push(gateway);
    reference = await startReferenceProxy(research.url!, path.join(logDir, 'reference-proxy.log'));
    const urls: Record<Way, string> = { direct: `${research.url}${CALL}`, reference: `${reference.url}${CALL}`, gateway: `${gateway.url}${CALL}` };
    // A returning visitor: the same anonymous-id cookie on every call, as a page sends it.
    const first = await fetch(urls.direct);
    const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const headers = cookie ? { cookie } : undefined;

    const settings = { connections, expectStatus: 200, headers };
    for (const way of WAYS) await load(urls[way], { ...settings, durationMs: 2000 }); // warm-up of every path (JIT)
    const results: Record<Way, LoadResult[]> = { direct: [], reference: [], gateway: [] };
    // CPU per request of the process in front of the service (the service itself for direct): unlike requests/s it
    // hardly moves when something else on the machine takes CPU, so it shows a change of cost on a busy machine.
    const front: Record<Way, number> = { direct: research.pid, reference: reference.pid, gateway: gateway.pid };
    const cpuPerRequest: Record<Way, number[]> = { direct: [], reference: [], gateway: [] };
    for (let i = 0; i < rounds; i += 1) {
      // Each round measures all three, starting with a different one each time, so neither a slow start nor a change
      // of the machine's load favours one of them.
      for (let j = 0; j < WAYS.length; j += 1) {
        const way = WAYS[(i + j) % WAYS.length];
        const cpuBefore = cpuMicros(front[way]);
        const result = await load(urls[way], { ...settings, durationMs: roundMs });
        cpuPerRequest[way].push(round((cpuMicros(front[way]) - cpuBefore) / Math.max(1, result.requests)));
        results[way].push(result);
      }
    }
    const summary = (way: Way) => ({
      requestsPerSecond: median(results[way].map((result) => result.requestsPerSecond)),
      latencyMsP50: median(results[way].map((result) => result.latencyMs.p50)),
      latencyMsP99: median(results[way].map((result) => result.latencyMs.p99)),
      errors: results[way].reduce((sum, result) => sum + result.errors + result.unexpected, 0),
      // µs of CPU per request of the process that answers the client (the research service for direct).
      cpuMicrosPerRequest: median(cpuPerRequest[way]),
    });
    // Each round's figures against the same round's: a change of the machine's load between rounds moves all alike.
    const perRound = (value: (i: number) => number, digits: number) => results.gateway.map((_result, i) => round(value(i), digits));
    const rps = (way: Way, i: number) => results[way][i].requestsPerSecond;
    const p99 = (way: Way, i: number) => results[way][i].latencyMs.p99;
    const gatewayToDirect = perRound((i) => rps('gateway', i) / rps('direct', i), 2);
    const gatewayToReference = perRound((i) => rps('gateway', i) / rps('reference', i), 2);
    const referenceToDirect = perRound((i) => rps('reference', i) / rps('direct', i), 2);
    const addedOverReference = perRound((i) => p99('gateway', i) - p99('reference', i), 2);
    const addedOverDirect = perRound((i) => p99('gateway', i) - p99('direct', i), 2);
    const ratioToReference = median(gatewayToReference);
    const addedLatencyMsP99 = median(addedOverReference);
    return {
      benchmark: 'proxy-cost',
      date: new Date().toISOString(),
      call: `GET ${CALL} (returning anonymous visitor)`,
      connections,
      rounds: `${rounds} rounds of ${roundMs / 1000} s each way (direct, reference proxy, gateway; the first of each round rotates); ratios = medians of the rounds' ratios`,
      ratioToReference,
      addedLatencyMsP99,
      goal: 'ratioToReference ≥ 0.90 and addedLatencyMsP99 ≤ 2 (gateway p99 − reference proxy p99, same round)',
      withinGoal: ratioToReference >= 0.9 && addedLatencyMsP99 <= 2,
      ratio: median(gatewayToDirect),
      referenceRatio: median(referenceToDirect),
      addedLatencyMsP99OverDirect: median(addedOverDirect),
      direct: summary('direct'),
      reference: summary('reference'),
      gateway: summary('gateway'),
      roundRatios: gatewayToDirect,
      roundRatiosToReference: gatewayToReference,
      roundRatiosReferenceToDirect: referenceToDirect,
      roundsRequestsPerSecond: Object.fromEntries(WAYS.map((way) => [way, results[way].map((result) => result.requestsPerSecond)])),
      logLevel: env.LOG_LEVEL,
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    await reference?.stop();
    for (const child of processes.reverse()) await child.stop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
