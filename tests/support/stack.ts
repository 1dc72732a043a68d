import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROLES, nodeArgsFor, roleByName, type ProcessRole, type RoleName } from '../../scripts/lib/processes.cjs';
import { freePorts } from '../../scripts/lib/ports.cjs';
import { waitForHttp } from '../../scripts/lib/health.cjs';

/**
 * The whole Wonderkin stack (gateway, five services, four workers) as real child processes, for browser and
 * end-to-end tests. Each stack has its own ports, data dir and queue prefix on the test Redis (REDIS_URL, set by
 * the jest global setup). Logs go to test-results/stack-logs/<stack>/<role>.log.
 *
 *   let stack: Stack;
 *   beforeAll(async () => { stack = await startStack(); }, 90_000);
 *   afterAll(() => stack?.stop(), 30_000);
 */
export interface Stack {
  /** The gateway, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The environment every process was started with (ports, DATA_DIR, QUEUE_PREFIX, REDIS_URL…). */
  env: Record<string, string>;
  /** Where this stack's logs are written. */
  logDir: string;
  /** SIGTERMs every process and waits until all have exited; removes the data dir. */
  stop(): Promise<void>;
  /** Stops one role gracefully (SIGTERM) and starts it again; HTTP roles are waited for until healthy. */
  restart(role: RoleName): Promise<void>;
  /** Sends a signal to one role (SIGKILL to simulate a crash) and waits for it to exit. It stays down. */
  kill(role: RoleName, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a role that was killed; HTTP roles are waited for until healthy. */
  start(role: RoleName): Promise<void>;
}

export interface StartStackOptions {
  /** Extra or overriding environment for every process. */
  env?: Record<string, string>;
  /** A name for the log folder (defaults to the test file's name). */
  label?: string;
  /** How long to wait for the gateway's /healthz (default 60 s; the first start compiles TypeScript). */
  timeoutMs?: number;
}

const REPO_ROOT = path.resolve(__dirname, '../..');
const STOP_TIMEOUT_MS = 15_000;
/** Inherited variables that would make a test stack leave the machine or share state with another stack. */
const NOT_INHERITED = /^(OPENAI_|SERPAPI_|YOUTUBE_|SMTP_URL$|PORT$|RESEARCH_|ACCOUNTS_|FEEDBACK_|MEDIA_|LEARNING_|DATA_DIR$|QUEUE_PREFIX$|PUBLIC_URL$|FAULT_INJECTION$)/;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** If the test process dies without calling stop(), take the stack's processes with it. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function defaultLabel(): string {
  const testPath = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect?.getState?.().testPath;
  return testPath ? path.basename(testPath).replace(/\.(int\.)?test\.ts$/, '') : 'stack';
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const distIndex = path.join(REPO_ROOT, 'frontend', 'dist', 'index.html');
  if (!options.env?.FRONTEND_DIST && !fs.existsSync(distIndex)) {
    throw new Error(`The frontend is not built (${distIndex} is missing). Run "npm run build -w frontend" (npm test does it).`);
  }
  if (!process.env.REDIS_URL && !options.env?.REDIS_URL) {
    throw new Error('REDIS_URL is not set: startStack needs the Redis that the jest global setup starts.');
  }
  installExitHook();
  // The processes load the content compiled from content/ (README "Content"): the drills and the benchmarks start
  // stacks outside jest, whose global setup builds it.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content.ts', 'build', '--if-stale'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  const label = options.label ?? defaultLabel();
  const stackId = `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const logDir = path.join(REPO_ROOT, 'test-results', 'stack-logs', stackId);
  fs.mkdirSync(logDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-stack-'));

  // Distinct ports, picked together (one at a time, the OS could give two services the same one).
  const portEnvs = ROLES.flatMap((role) => (role.portEnv ? [role.portEnv] : []));
  const picked = await freePorts(portEnvs.length);
  const ports: Record<string, number> = Object.fromEntries(portEnvs.map((name, index) => [name, picked[index]]));
  const baseUrl = `http://127.0.0.1:${ports.PORT}`;

  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !NOT_INHERITED.test(entry[0])),
  );
  const env: Record<string, string> = {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `wk-stack-${randomBytes(4).toString('hex')}`,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_JOBS_PER_MINUTE: '100000',
    // There are no built-in secrets: every process of a stack shares one pair (the test run's, else the stack's own).
    SESSION_SECRET: inherited.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    TOKEN_SECRET: inherited.TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    ...Object.fromEntries(ROLES.filter((role) => role.urlEnv && role.portEnv).map((role) => [role.urlEnv!, `http://127.0.0.1:${ports[role.portEnv!]}`])),
    ...options.env,
  };

  const children = new Map<RoleName, ChildProcess>();

  const spawnRole = (role: ProcessRole): ChildProcess => {
    const log = fs.openSync(path.join(logDir, `${role.name}.log`), 'a');
    const child = spawn(process.execPath, nodeArgsFor(role), { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    running.add(child);
    child.once('exit', () => running.delete(child));
    children.set(role.name, child);
    return child;
  };

  const isAlive = (child: ChildProcess) => () => child.exitCode === null && child.signalCode === null;
  const logHint = (role: string) => `see ${path.relative(REPO_ROOT, path.join(logDir, `${role}.log`))}`;

  const waitForRole = async (role: ProcessRole, child: ChildProcess, timeoutMs: number): Promise<void> => {
    if (!role.portEnv) return;
    try {
      await waitForHttp(`http://127.0.0.1:${env[role.portEnv]}/healthz`, { timeoutMs, isAlive: isAlive(child) });
    } catch (error) {
      throw new Error(`${role.name} did not become healthy: ${(error as Error).message} (${logHint(role.name)})`, { cause: error });
    }
  };

  const stopAll = async (): Promise<void> => {
    const all = [...children.values()];
    for (const child of all) if (isAlive(child)()) child.kill('SIGTERM');
    await Promise.all(all.map((child) => waitForExit(child, STOP_TIMEOUT_MS)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  for (const role of ROLES) spawnRole(role);
  const gateway = children.get('gateway')!;
  try {
    await waitForHttp(`${baseUrl}/healthz`, { timeoutMs: options.timeoutMs ?? 60_000, isAlive: isAlive(gateway) });
  } catch (error) {
    const dead = ROLES.filter((role) => !isAlive(children.get(role.name)!)()).map((role) => `${role.name} (${logHint(role.name)})`);
    await stopAll();
    throw new Error(`The stack did not start: ${(error as Error).message}${dead.length ? `; exited: ${dead.join(', ')}` : ''}`, { cause: error });
  }

  // The gateway's health covers the HTTP services; a worker that crashed at start would only show as a hung test.
  const crashed = ROLES.filter((role) => !isAlive(children.get(role.name)!)());
  if (crashed.length) {
    await stopAll();
    throw new Error(`The stack did not start: ${crashed.map((role) => `${role.name} exited (${logHint(role.name)})`).join(', ')}`);
  }

  const kill = async (name: RoleName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    const child = children.get(roleByName(name).name);
    if (!child || !isAlive(child)()) return;
    child.kill(signal);
    await waitForExit(child, STOP_TIMEOUT_MS);
  };
  const start = async (name: RoleName): Promise<void> => {
    const role = roleByName(name);
    const current = children.get(role.name);
    if (current && isAlive(current)()) throw new Error(`${name} is already running`);
    await waitForRole(role, spawnRole(role), 30_000);
  };

  return {
    baseUrl,
    env,
    logDir,
    stop: stopAll,
    kill,
    start,
    async restart(name) {
      await kill(name, 'SIGTERM');
      await start(name);
    },
  };
}
