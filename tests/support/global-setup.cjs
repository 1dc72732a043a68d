// Starts one real redis-server on a free port for the whole jest run (unless REDIS_URL is given)
// and exports REDIS_URL to every test worker; with WK_SHARED_STACK=1 also one whole stack for the browser tests.
const { spawn, execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startSharedStack } = require('./shared-stack.cjs');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForRedis(port, deadline) {
  while (Date.now() < deadline) {
    try {
      const out = execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      if (out.trim() === 'PONG') return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

/**
 * The content the services load is compiled from content/ (README "Content"): build it when content/ changed since
 * the last build, so any jest run, from a fresh clone too, tests the content as it is now.
 */
function buildContent() {
  const root = path.resolve(__dirname, '../..');
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/content.ts', 'build', '--if-stale'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    throw new Error('content/ does not build (the problems are above): fix them, then run the tests again');
  }
}

module.exports = async function globalSetup() {
  buildContent();
  // There are no built-in secrets (npm start generates them): the test processes get a random pair, unless given.
  process.env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  process.env.TOKEN_SECRET ||= randomBytes(32).toString('hex');
  if (!process.env.REDIS_URL) await startRedis();
  if (process.env.WK_SHARED_STACK === '1') globalThis.__WK_STACK__ = await startSharedStack();
};

async function startRedis() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-test-redis-'));
  const child = spawn('redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no',
    '--maxmemory-policy', 'noeviction',
  ], { stdio: 'ignore', detached: false });
  child.on('error', (error) => { throw new Error(`cannot start redis-server (is it installed?): ${error.message}`); });
  await waitForRedis(port, Date.now() + 10000);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.WK_TEST_REDIS_PID = String(child.pid);
  globalThis.__WK_REDIS__ = { child, dir };
}
