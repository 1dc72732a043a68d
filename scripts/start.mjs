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
import { loadOrCreateSecrets } from './lib/secrets.cjs';
import { frontendBuildReason, npmInstallReason, writeFrontendBuildStamp } from './lib/stale.cjs';
import { ensureCommands, hasCommand, installHint } from './lib/system.cjs';
import { colorize, makePrefix, pipeLines } from './lib/logs.cjs';
import { CONFIG_ERROR_EXIT_CODE, createSupervisor } from './lib/supervisor.cjs';

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

const dataDirOf = (env) => env.DATA_DIR || path.join(ROOT, 'data');
const shown = (file) => (file.startsWith(ROOT + path.sep) ? path.relative(ROOT, file) : file);

/**
 * The secrets of every process (issue 18; there are no built-in ones): SESSION_SECRET and TOKEN_SECRET as given, else,
 * outside production, made once and kept in DATA_DIR/secrets.json (mode 600); and the password of our own Redis.
 * Production needs the two set explicitly (one machine's file must not quietly decide them): none is made, and the
 * settings check stops the start saying which is missing.
 */
function provideSecrets(env) {
  const missing = env.NODE_ENV === 'production' ? [] : ['SESSION_SECRET', 'TOKEN_SECRET'].filter((name) => !env[name]);
  const names = [...missing, ...(env.REDIS_URL ? [] : ['REDIS_PASSWORD'])];
  if (!names.length) return undefined;
  const { secrets, file, created } = loadOrCreateSecrets(dataDirOf(env), names);
  if (created.length) log(`Generated ${created.join(', ')} in ${shown(file)} (readable by this user only; keep it private).`);
  for (const name of missing) env[name] = secrets[name];
  return secrets.REDIS_PASSWORD;
}

async function startRedis(env, password) {
  if (env.REDIS_URL) {
    log(`Using Redis at ${env.REDIS_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
    return null;
  }
  const port = await preferredOrFreePort(6379);
  const dir = path.join(dataDirOf(env), 'redis');
  const prefix = makePrefix('redis', ROLES.length, PREFIX_WIDTH);
  const redis = await startRedisServer({
    port,
    dir,
    persistent: true,
    // Anything else on this host that reaches the port cannot read or rewrite sessions and jobs without it.
    password,
    onOutput: (stdout, stderr) => { pipeLines(stdout, prefix); pipeLines(stderr, prefix); },
  });
  env.REDIS_URL = redis.url;
  log(`Started redis-server on 127.0.0.1:${port} (append-only, data in ${shown(dir)}, password required)`);
  return redis;
}

/**
 * The settings, read once here exactly as every process will read them (shared/server loadConfig): an invalid one
 * stops the start with its message, said once, instead of every process failing on it and being restarted forever.
 */
function checkConfig(env) {
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/check-config.ts'], { cwd: ROOT, env, encoding: 'utf8' });
  if (check.status === CONFIG_ERROR_EXIT_CODE) {
    process.stderr.write(`${startPrefix} ${colorize(31, check.stderr.trim())}\n`);
    process.exit(CONFIG_ERROR_EXIT_CODE);
  }
  if (check.status !== 0) log(colorize(33, `Could not check the settings (${(check.stderr || check.error || '').toString().trim().split('\n')[0]}); starting anyway.`));
}

/** The content the services load, compiled from content/ (README "Content"): invalid content stops the start. */
function buildContent() {
  if (!run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content.ts', 'build'])) {
    fail('The content in content/ does not build (each problem is above, with its file and field): fix it, or check it with `npm run content -- check`.');
  }
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
  buildContent();
  buildSafetyClassifier();

  const env = { ...process.env };
  // Service-to-service calls carry a secret even on one machine: anything else on this host that reaches a
  // service port directly is refused (the gateway never forwards /internal).
  if (!env.INTERNAL_TOKEN) {
    env.INTERNAL_TOKEN = randomBytes(32).toString('hex');
    log('Generated an internal token for this run (set INTERNAL_TOKEN to choose your own).');
  }
  const redisPassword = provideSecrets(env);
  await choosePorts(env);
  checkConfig(env);
  const redis = await startRedis(env, redisPassword);
  const supervisor = createSupervisor({
    root: ROOT, env, roles: ROLES, log, prefixWidth: PREFIX_WIDTH,
    // A process refused its settings (the check above passed, so a setting only that process reads): stop, do not loop.
    onConfigError: () => void stop('Invalid configuration', CONFIG_ERROR_EXIT_CODE),
  });

  let stopping = false;
  let stopRequestedAt = 0;
  const stop = async (signal, exitCode = 0) => {
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
    process.exit(exitCode);
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
    // Sign-in and registration finish by an emailed link: without SMTP it waits in the development mailbox.
    if (env.NODE_ENV !== 'production' && !env.SMTP_URL) log(`Emails (sign-in links too) arrive at ${url}/dev/mailbox, readable from this computer only.`);
  } catch (error) {
    if (stopping) return;
    log(colorize(33, `The gateway is not healthy yet: ${error.message}. Still running; see the logs above.`));
  }
}

main().catch((error) => fail(error && error.stack ? error.stack : String(error)));
