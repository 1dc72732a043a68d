/**
 * Gateway proxy cost: requests/s of one call through the gateway ÷ requests/s of the same call straight to the
 * service that owns it, with the same number of keep-alive connections, measured side by side in alternating
 * rounds (gateway and research service as real processes on this machine). 1.0 would be a free gateway.
 *
 *   npx tsx scripts/bench.ts proxy-cost   → bench-results/proxy-cost.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from '../support/load';
import { benchLogDir, roleEnv, startRole, type RoleProcess } from '../support/roles';
import { median, round } from '../support/wait';

export interface ProxyCostOptions { redisUrl?: string; connections?: number; roundMs?: number; rounds?: number }

const CALL = '/api/check-limits';

export async function run(options: ProxyCostOptions = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('proxy-cost needs REDIS_URL (npm run bench starts a redis-server)');
  const connections = options.connections ?? 16;
  const roundMs = options.roundMs ?? 2000;
  const rounds = options.rounds ?? 5;
  const env = await roleEnv(redisUrl);
  const logDir = benchLogDir('proxy-cost');
  const processes: RoleProcess[] = [];
  try {
    const research = await startRole('research', env, { logFile: path.join(logDir, 'research.log') });
    processes.push(research);
    const gateway = await startRole('gateway', env, { logFile: path.join(logDir, 'gateway.log'), anyAnswer: true });
    processes.push(gateway);
    const direct = `${research.url}${CALL}`;
    const proxied = `${gateway.url}${CALL}`;
    // A returning visitor: the same anonymous-id cookie on every call, as a page sends it.
    const first = await fetch(direct);
    const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const headers = cookie ? { cookie } : undefined;

    const settings = { connections, expectStatus: 200, headers };
    await load(direct, { ...settings, durationMs: 1000 }); // warm-up of both paths
    await load(proxied, { ...settings, durationMs: 1000 });
    const directRounds: LoadResult[] = [];
    const gatewayRounds: LoadResult[] = [];
    for (let i = 0; i < rounds; i += 1) {
      directRounds.push(await load(direct, { ...settings, durationMs: roundMs }));
      gatewayRounds.push(await load(proxied, { ...settings, durationMs: roundMs }));
    }
    const summary = (results: LoadResult[]) => ({
      requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
      latencyMsP50: median(results.map((result) => result.latencyMs.p50)),
      latencyMsP99: median(results.map((result) => result.latencyMs.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.unexpected, 0),
    });
    const straight = summary(directRounds);
    const through = summary(gatewayRounds);
    // Each gateway round against the direct round just before it: a change of the machine's load between rounds
    // moves both sides of a pair alike.
    const pairRatios = gatewayRounds.map((result, i) => round(result.requestsPerSecond / directRounds[i].requestsPerSecond, 2));
    return {
      benchmark: 'proxy-cost',
      date: new Date().toISOString(),
      call: `GET ${CALL} (returning anonymous visitor)`,
      connections,
      rounds: `${rounds} × ${roundMs / 1000} s each way, alternating; ratio = median of the rounds' ratios`,
      ratio: median(pairRatios),
      goal: '≥ 0.8',
      direct: straight,
      gateway: through,
      roundRatios: pairRatios,
      roundsRequestsPerSecond: { direct: directRounds.map((result) => result.requestsPerSecond), gateway: gatewayRounds.map((result) => result.requestsPerSecond) },
      logLevel: env.LOG_LEVEL,
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    for (const child of processes.reverse()) await child.stop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
