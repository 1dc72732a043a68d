/**
 * Wonderkin processes started one role at a time, for `npm run bench` and `npm run drills`: the same entries and
 * arguments as `npm start` (scripts/lib/processes.cjs), each a real child process with its log in a file.
 * tests/support/stack.ts starts the whole stack at once; this starts only the roles a measurement needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeArgsFor, roleByName, ROLES, type ProcessRole, type RoleName } from '../lib/processes.cjs';
import { freePorts } from '../lib/ports.cjs';
import { waitForHttp } from '../lib/health.cjs';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Inherited variables that would make these processes leave the machine or share state with another run. */
const NOT_INHERITED = /^(OPENAI_|SMTP_URL$|PORT$|RESEARCH_|ACCOUNTS_|FEEDBACK_|MEDIA_|DATA_DIR$|QUEUE_PREFIX$|PUBLIC_URL$|FAULT_INJECTION$|REDIS_URL$|MONGODB_URI$|ADMIN_TOKEN$)/;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/**
 * The environment of a partial stack: its own data dir, queue prefix and free ports for every HTTP role (so the
 * services find each other through RESEARCH_URL…), high rate limits (the measurements come from one address).
 */
export async function roleEnv(redisUrl: string, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !NOT_INHERITED.test(entry[0])),
  );
  const portEnvs = ROLES.flatMap((role) => (role.portEnv ? [role.portEnv] : []));
  const picked = await freePorts(portEnvs.length);
  const ports: Record<string, string> = Object.fromEntries(portEnvs.map((name, index) => [name, String(picked[index])]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-roles-'));
  return {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `wk-roles-${randomBytes(4).toString('hex')}`,
    PUBLIC_URL: `http://127.0.0.1:${ports.PORT}`,
    FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_JOBS_PER_MINUTE: '10000000',
    // No built-in secrets exist: a partial stack gets its own pair (an inherited pair wins).
    SESSION_SECRET: inherited.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    TOKEN_SECRET: inherited.TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    ...ports,
    ...Object.fromEntries(ROLES.filter((role) => role.urlEnv && role.portEnv).map((role) => [role.urlEnv!, `http://127.0.0.1:${ports[role.portEnv!]}`])),
    ...overrides,
  };
}

export interface RoleProcess {
  name: RoleName;
  child: ChildProcess;
  pid: number;
  /** HTTP roles: http://127.0.0.1:<port>. */
  url?: string;
  logFile: string;
  alive(): boolean;
  /** Sends the signal and waits for the exit (SIGKILL after graceMs). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

function waitForExit(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Until the server answers /healthz at all: a gateway started without some services answers 503 "degraded". */
async function waitForAnswer(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process exited (${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch (error) {
      last = String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

/**
 * Starts one role with `env` (PORT etc. as given). HTTP roles are waited for until their /healthz answers 200, or
 * (`anyAnswer`, for a gateway whose services are not all started) answers at all.
 */
export async function startRole(
  name: RoleName, env: Record<string, string>,
  options: { logFile: string; timeoutMs?: number; anyAnswer?: boolean; /** Node options before the entry's (e.g. --cpu-prof, which NODE_OPTIONS refuses). */ nodeArgs?: string[] },
): Promise<RoleProcess> {
  installExitHook();
  const role: ProcessRole = roleByName(name);
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...nodeArgsFor(role)], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = role.portEnv ? `http://127.0.0.1:${env[role.portEnv]}` : undefined;
  const handle: RoleProcess = {
    name,
    child,
    pid: child.pid!,
    url,
    logFile: options.logFile,
    alive,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!alive()) return;
      child.kill(signal);
      await waitForExit(child, graceMs);
    },
  };
  if (url) {
    try {
      if (options.anyAnswer) await waitForAnswer(`${url}/healthz`, options.timeoutMs ?? 60_000, alive);
      else await waitForHttp(`${url}/healthz`, { timeoutMs: options.timeoutMs ?? 60_000, isAlive: alive, intervalMs: 100 });
    } catch (error) {
      await handle.stop('SIGKILL');
      throw new Error(`${name} did not become healthy: ${(error as Error).message} (see ${path.relative(REPO_ROOT, options.logFile)})`, { cause: error });
    }
  }
  return handle;
}

/** Resident memory of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** A fresh folder for the logs of one benchmark's processes: bench-results/logs/<name>/ (kept after the run). */
export function benchLogDir(name: string): string {
  const dir = path.join(REPO_ROOT, 'bench-results', 'logs', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
