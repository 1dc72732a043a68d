'use strict';
// A local redis-server for `npm start` (persistent: AOF, data in data/redis) and `npm run bench` (throwaway).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const { sleep } = require('./health.cjs');

/**
 * Sends PING over a raw socket (no redis-cli needed); resolves true when a Redis answers: +PONG, or -NOAUTH from one
 * that wants its password first (it is up all the same).
 */
function ping(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

/**
 * Starts redis-server bound to 127.0.0.1 with BullMQ's required `noeviction` policy and waits until it answers.
 * `persistent` turns on append-only persistence in `dir` (else nothing is written to disk). `password`: clients must
 * AUTH (requirepass), so another user's process on this host cannot read or rewrite sessions and jobs; it goes in on
 * stdin (`redis-server … -` reads directives from it), never on the command line, which any user can list.
 */
async function startRedisServer({ port, dir, persistent = true, password, onOutput, timeoutMs = 15_000 }) {
  fs.mkdirSync(dir, { recursive: true });
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
    '--maxmemory-policy', 'noeviction', '--loglevel', 'warning', '--daemonize', 'no',
    // Persistent: the AOF is the only copy on disk. No RDB snapshots (--save ''), which would keep a deleted account's
    // values until the next one; the services rewrite the AOF after a deletion (shared/server/src/erasure.ts).
    ...(persistent ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', ''] : ['--appendonly', 'no', '--save', '']),
    ...(password ? ['-'] : []),
  ];
  const child = spawn('redis-server', args, { stdio: [password ? 'pipe' : 'ignore', 'pipe', 'pipe'], detached: true });
  if (password) child.stdin.end(`requirepass ${password}\n`);
  if (onOutput) onOutput(child.stdout, child.stderr);
  else { child.stdout.resume(); child.stderr.resume(); }
  let failure = null;
  child.once('error', (error) => { failure = error; });
  const deadline = Date.now() + timeoutMs;
  while (!(await ping(port))) {
    if (failure) throw new Error(`cannot start redis-server: ${failure.message}`);
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) { child.kill('SIGKILL'); throw new Error('redis-server did not answer PING in time'); }
    await sleep(100);
  }
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url: password ? `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`,
    port,
    child,
    /** SIGTERM makes redis flush the append-only file and exit; SIGKILL only if it hangs. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

module.exports = { ping, startRedisServer };
