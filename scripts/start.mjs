#!/usr/bin/env node
// `npm start`: the whole Wonderkin stack on one machine, from a fresh clone.
// Installs what is missing, builds the frontend if stale, starts Redis (unless REDIS_URL is given), runs the
// gateway, the four services and the two workers with prefixed logs, and stops everything on Ctrl-C / SIGTERM.
// Plain Node ESM with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from './lib/processes.cjs';
import { preferredOrFreePort, isPortFree } from './lib/ports.cjs';
import { waitForHttp } from './lib/health.cjs';
import { startRedisServer } from './lib/redis.cjs';
import { frontendBuildReason, npmInstallReason, writeFrontendBuildStamp } from './lib/stale.cjs';
import { ensureCommands, hasCommand, installHint } from './lib/system.cjs';
import { colorize, makePrefix, pipeLines } from './lib/logs.cjs';
import { createSupervisor } from './lib/supervisor.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX_WIDTH = Math.max(...ROLES.map((role) => role.name.length));
const startPrefix = colorize(1, '[start]'.padEnd(PREFIX_WIDTH + 2));
const log = (message) => process.stdout.write(`${startPrefix} ${message}\n`);
const fail = (message) => {
  process.stderr.write(`${startPrefix} ${colorize(31, message)}\n`);
  process.exit(1);
};
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env }).status === 0;

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: Wonderkin needs Node 20.19 or newer.`);
}

function installSystemTools() {
  const required = process.env.REDIS_URL ? [] : ['redis-server'];
  const optional = ['ffmpeg', 'ffprobe', 'espeak-ng', 'pdfinfo'];
  const missing = ensureCommands([...required, ...optional], log);
  const missingRequired = missing.filter((item) => required.includes(item.command));
  if (missingRequired.length) {
    fail(`redis-server is required. Install it (${installHint(missing)}) or set REDIS_URL to a running Redis.`);
  }
  if (missing.length) {
    log(colorize(33, `Missing ${missing.map((item) => item.command).join(', ')}: speech, videos and PDF checks will fail. Install with: ${installHint(missing)}`));
  }
}

function installNpmPackages() {
  const reason = npmInstallReason(ROOT);
  if (!reason) return;
  log(`Installing npm packages (${reason})…`);
  // better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
  const buildTools = ensureCommands(['make', 'g++', 'python3'], log);
  if (buildTools.length) log(colorize(33, `Missing ${buildTools.map((item) => item.command).join(', ')}; npm ci may fail. Install with: ${installHint(buildTools)}`));
  if (!hasCommand('npm')) fail('npm is not on the PATH.');
  if (!run('npm', ['ci', '--no-audit', '--no-fund'])) fail('npm ci failed (see above).');
}

function buildFrontend() {
  const reason = frontendBuildReason(ROOT, process.env);
  if (!reason) return;
  log(`Building the frontend (${reason})…`);
  if (run('npm', ['run', 'build', '-w', 'frontend'])) {
    writeFrontendBuildStamp(ROOT, process.env);
    return;
  }
  if (reason.includes('missing')) fail('The frontend build failed (see above).');
  log(colorize(33, 'The frontend build failed (see above); serving the previous build in frontend/dist.'));
}

/** Ports: the gateway's is fixed (PORT, default 3000); a service port that is taken moves to a free one. */
async function choosePorts(env) {
  const gatewayPort = Number(env.PORT || 3000);
  if (!(await isPortFree(gatewayPort))) fail(`Port ${gatewayPort} is already in use. Stop what uses it or choose another: PORT=3001 npm start`);
  env.PORT = String(gatewayPort);
  for (const role of ROLES) {
    if (!role.portEnv || role.portEnv === 'PORT' || env[role.portEnv]) continue;
    env[role.portEnv] = String(await preferredOrFreePort(role.defaultPort));
  }
}

async function startRedis(env) {
  if (env.REDIS_URL) {
    log(`Using Redis at ${env.REDIS_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
    return null;
  }
  const port = await preferredOrFreePort(6379);
  const dir = path.join(env.DATA_DIR || path.join(ROOT, 'data'), 'redis');
  const prefix = makePrefix('redis', ROLES.length, PREFIX_WIDTH);
  const redis = await startRedisServer({
    port,
    dir,
    persistent: true,
    onOutput: (stdout, stderr) => { pipeLines(stdout, prefix); pipeLines(stderr, prefix); },
  });
  env.REDIS_URL = redis.url;
  log(`Started redis-server on 127.0.0.1:${port} (append-only, data in ${dir.startsWith(ROOT + path.sep) ? path.relative(ROOT, dir) : dir})`);
  return redis;
}

/** The safety screen's classifier, from the corpus's train split (services/research/generated/). */
function buildSafetyClassifier() {
  if (!run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'services/research/scripts/safety.ts', 'build'])) {
    log(colorize(33, 'Could not build the safety classifier; the research worker trains it at start instead.'));
  }
}

async function main() {
  checkNode();
  installSystemTools();
  installNpmPackages();
  buildFrontend();
  buildSafetyClassifier();

  const env = { ...process.env };
  // Service-to-service calls carry a secret even on one machine: anything else on this host that reaches a
  // service port directly is refused (the gateway never forwards /internal).
  if (!env.INTERNAL_TOKEN) {
    env.INTERNAL_TOKEN = randomBytes(32).toString('hex');
    log('Generated an internal token for this run (set INTERNAL_TOKEN to choose your own).');
  }
  await choosePorts(env);
  const redis = await startRedis(env);
  const supervisor = createSupervisor({ root: ROOT, env, roles: ROLES, log, prefixWidth: PREFIX_WIDTH });

  let stopping = false;
  let stopRequestedAt = 0;
  const stop = async (signal) => {
    if (stopping) {
      // Ctrl-C under `npm start` arrives twice (from the terminal and forwarded by npm): only a later one forces.
      if (Date.now() - stopRequestedAt < 2000) return;
      log('Second signal: stopping at once.');
      supervisor.killAllNow();
      if (redis) redis.child.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    stopRequestedAt = Date.now();
    log(`${signal}: stopping every process…`);
    await supervisor.stopAll();
    if (redis) {
      log('Stopping redis-server…');
      await redis.stop();
    }
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // If this process dies some other way, leave nothing running behind it.
  process.on('exit', () => {
    supervisor.killAllNow();
    if (redis && redis.child.exitCode === null) redis.child.kill('SIGKILL');
  });

  log(`Starting ${ROLES.map((role) => role.name).join(', ')}…`);
  supervisor.startAll();
  log(`Process ids: ${ROLES.map((role) => `${role.name} ${supervisor.pidOf(role.name)}`).join(', ')}`);
  log(`Service ports: ${ROLES.filter((role) => role.portEnv && role.portEnv !== 'PORT').map((role) => `${role.name} ${env[role.portEnv]}`).join(', ')}`);
  const url = `http://localhost:${env.PORT}`;
  try {
    await waitForHttp(`http://127.0.0.1:${env.PORT}/healthz`, { timeoutMs: 120_000, intervalMs: 500 });
    if (stopping) return;
    log(colorize(32, `${env.PRODUCT_NAME || 'Wonderkin'} is running at ${url}`) + '  (Ctrl-C to stop)');
  } catch (error) {
    if (stopping) return;
    log(colorize(33, `The gateway is not healthy yet: ${error.message}. Still running; see the logs above.`));
  }
}

main().catch((error) => fail(error && error.stack ? error.stack : String(error)));
