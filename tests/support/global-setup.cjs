// Starts one real redis-server on a free port for the whole jest run (unless REDIS_URL is given)
// and exports REDIS_URL to every test worker.
const { spawn, execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

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

module.exports = async function globalSetup() {
  // There are no built-in secrets (npm start generates them): the test processes get a random pair, unless given.
  process.env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  process.env.TOKEN_SECRET ||= randomBytes(32).toString('hex');
  if (process.env.REDIS_URL) return;
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
};
