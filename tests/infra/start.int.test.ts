import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from '../../scripts/lib/ports.cjs';
import { ping } from '../../scripts/lib/redis.cjs';
import { sleep, waitForHttp } from '../../scripts/lib/health.cjs';

// `npm start` end to end: its own redis-server, the seven processes, the URL, crash recovery, a clean stop.
const ROOT = path.resolve(__dirname, '../..');
const stripColors = stripVTControlCharacters;

/** What a Redis answers to raw commands (CRLF-separated), read until it has one reply per command. */
function redisSays(port: number, commands: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const expected = commands.split('\r\n').length;
    socket.setTimeout(2000, () => { socket.destroy(); resolve(answer); });
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${commands}\r\n`));
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.split('\r\n').length > expected) { socket.destroy(); resolve(answer); }
    });
  });
}

describe('npm start (scripts/start.mjs)', () => {
  let child: ChildProcess | undefined;
  let output = '';
  let dataDir: string;
  const exited = () => new Promise<number | null>((resolve) => {
    if (!child || child.exitCode !== null) resolve(child?.exitCode ?? null);
    else child.once('exit', (code) => resolve(code));
  });
  const waitForOutput = async (pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(stripColors(output));
      if (match) return match;
      if (child?.exitCode !== null) throw new Error(`npm start exited (${child?.exitCode}):\n${output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output.slice(-3000)}`);
      await sleep(100);
    }
  };

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves the app, restarts a crashed process and stops everything on SIGTERM', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-start-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, QUEUE_PREFIX: `wk-start-${port}`, LOG_LEVEL: 'warn', NO_COLOR: '1' };
    delete env.REDIS_URL; // npm start must run its own redis-server
    delete env.SESSION_SECRET; // … and make the secrets (issue 18)
    delete env.TOKEN_SECRET;
    for (const name of ['RESEARCH_PORT', 'ACCOUNTS_PORT', 'FEEDBACK_PORT', 'MEDIA_PORT', 'RESEARCH_URL', 'ACCOUNTS_URL', 'FEEDBACK_URL', 'MEDIA_URL', 'OPENAI_API_KEY']) delete env[name];
    child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (data) => { output += data; });
    child.stderr!.on('data', (data) => { output += data; });

    const redisLine = await waitForOutput(/Started redis-server on 127\.0\.0\.1:(\d+) \(append-only, data in (.+), password required\)/, 30_000);
    const redisPort = Number(redisLine[1]);
    expect(redisLine[2]).toBe(path.join(dataDir, 'redis'));

    // Issue 18: the secrets are made once and kept in DATA_DIR, readable by this user only; Redis wants its password,
    // which no process's command line shows.
    const secretsFile = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>;
    expect(Object.keys(secrets).sort()).toEqual(['REDIS_PASSWORD', 'SESSION_SECRET', 'TOKEN_SECRET']);
    expect(stripColors(output)).toContain('Generated SESSION_SECRET, TOKEN_SECRET, REDIS_PASSWORD');
    expect(stripColors(output)).not.toContain(secrets.REDIS_PASSWORD);
    expect(await redisSays(redisPort, 'PING')).toMatch(/^-NOAUTH/);
    expect(await redisSays(redisPort, `AUTH ${secrets.REDIS_PASSWORD}\r\nPING`)).toBe('+OK\r\n+PONG\r\n');
    const commandLines = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
      .map((pid) => { try { return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { return ''; } });
    expect(commandLines.filter((line) => line.includes(secrets.REDIS_PASSWORD) || line.includes(secrets.SESSION_SECRET))).toEqual([]);
    await waitForOutput(new RegExp(`Wonderkin is running at http://localhost:${port}`), 120_000);

    // The services answer their internal routes only with the token npm start generated for its processes.
    const accountsPort = Number((await waitForOutput(/Service ports: .*accounts (\d+)/, 1000))[1]);
    const internal = await fetch(`http://127.0.0.1:${accountsPort}/internal/users/someone`);
    expect(internal.status).toBe(403);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    // A worker that dies is logged and started again.
    const idLine = (await waitForOutput(/Process ids: (.+)\n/, 1000))[1];
    const pids = Object.fromEntries(idLine.split(', ').map((pair) => pair.split(' ')).map(([role, pid]) => [role, Number(pid)]));
    expect(Object.keys(pids).sort()).toEqual(['accounts', 'feedback', 'feedback-worker', 'gateway', 'learning', 'learning-worker', 'mail-worker', 'media', 'media-worker', 'research', 'research-worker']);
    process.kill(pids['research'], 'SIGKILL');
    await waitForOutput(/research exited unexpectedly \(signal SIGKILL\); restarting in 1 s/, 10_000);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000 });

    child.kill('SIGTERM');
    expect(await exited()).toBe(0);
    expect(stripColors(output)).toContain('Stopped.');
    expect(await ping(redisPort)).toBe(false);
    for (const [role, pid] of Object.entries(pids)) {
      if (role === 'research') continue; // replaced by its restart
      expect({ role, alive: (() => { try { process.kill(pid, 0); return true; } catch { return false; } })() }).toEqual({ role, alive: false });
    }
    expect(fs.existsSync(path.join(dataDir, 'redis', 'appendonlydir'))).toBe(true);
  }, 240_000);
});
