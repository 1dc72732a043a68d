import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_ERROR_EXIT_CODE, createSupervisor } from '../../scripts/lib/supervisor.cjs';
import { CONFIG_ERROR_EXIT_CODE as PROCESS_CONFIG_ERROR_EXIT_CODE } from '../../shared/server/src/bootstrap';
import { sleep } from '../../scripts/lib/health.cjs';
import type { ProcessRole } from '../../scripts/lib/processes.cjs';

// The supervisor behind `npm start`: a process that crashes is restarted; stopping sends SIGTERM and waits.
const ROOT = path.resolve(__dirname, '../..');

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the npm start supervisor', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-supervisor-')); });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('restarts a process that crashed, prefixes its logs and stops it gracefully with SIGTERM', async () => {
    // First run: crash. Second run: stay up until SIGTERM, then record a graceful stop.
    const script = path.join(dir, 'flaky.mjs');
    fs.writeFileSync(script, `
      import fs from 'node:fs';
      const runs = ${JSON.stringify(path.join(dir, 'runs'))};
      const count = (fs.existsSync(runs) ? Number(fs.readFileSync(runs, 'utf8')) : 0) + 1;
      fs.writeFileSync(runs, String(count));
      console.log('run ' + count);
      if (count === 1) process.exit(3);
      process.on('SIGTERM', () => { fs.writeFileSync(${JSON.stringify(path.join(dir, 'graceful'))}, 'yes'); process.exit(0); });
      setInterval(() => {}, 1000);
    `);
    const role = { name: 'research-worker', entry: script, workspace: 'services/research' } as ProcessRole;
    const lines: string[] = [];
    const output: string[] = [];
    const supervisor = createSupervisor({ root: ROOT, env: process.env, roles: [role], log: (line: string) => lines.push(line), write: (text: string) => output.push(text) });

    supervisor.startAll();
    await until(() => output.some((text) => text.includes('run 2')), 'the restart');
    expect(lines.join('\n')).toMatch(/research-worker exited unexpectedly \(code 3\); restarting in 1 s/);
    expect(output.join('')).toMatch(/\[research-worker\]\s+run 1\n/);
    const [pid] = supervisor.pids();

    await supervisor.stopAll();
    expect(fs.readFileSync(path.join(dir, 'graceful'), 'utf8')).toBe('yes');
    expect(() => process.kill(pid, 0)).toThrow();
    expect(lines.filter((line) => line.includes('exited unexpectedly'))).toHaveLength(1);
  }, 30_000);

  it('does not restart a process that refused its configuration: it says so once and tells npm start (issue 18)', async () => {
    expect(CONFIG_ERROR_EXIT_CODE).toBe(PROCESS_CONFIG_ERROR_EXIT_CODE);
    // Two processes refuse the settings (as every process would), one crashes for another reason.
    const refusing = path.join(dir, 'refusing.mjs');
    fs.writeFileSync(refusing, `
      import fs from 'node:fs';
      fs.appendFileSync(${JSON.stringify(path.join(dir, 'starts'))}, 'x');
      console.error('Invalid configuration: PUBLIC_URL must be the public address users reach in production');
      process.exit(${CONFIG_ERROR_EXIT_CODE});
    `);
    const crashing = path.join(dir, 'crashing.mjs');
    fs.writeFileSync(crashing, `process.exit(3);`);
    const roles = [
      { name: 'gateway', entry: refusing, workspace: 'gateway' },
      { name: 'research', entry: refusing, workspace: 'services/research' },
      { name: 'research-worker', entry: crashing, workspace: 'services/research' },
    ] as ProcessRole[];
    const lines: string[] = [];
    const output: string[] = [];
    const refusals: string[] = [];
    const supervisor = createSupervisor({
      root: ROOT, env: process.env, roles, log: (line: string) => lines.push(line), write: (text: string) => output.push(text),
      onConfigError: (name: string) => refusals.push(name),
    });

    supervisor.startAll();
    await until(() => lines.some((line) => line.includes('research-worker exited unexpectedly')), 'the crash');
    await until(() => refusals.length > 0 && fs.readFileSync(path.join(dir, 'starts'), 'utf8').length === 2, 'both refusals');
    await sleep(2500); // longer than the first restart's backoff (1 s)
    await supervisor.stopAll();

    expect(refusals).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'starts'), 'utf8')).toBe('xx'); // each started once, never again
    expect(lines.filter((line) => line.includes('the configuration is invalid'))).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/(gateway|research) stopped: the configuration is invalid \(its message is above\)/);
    expect(lines.filter((line) => /^(gateway|research) exited unexpectedly/.test(line))).toEqual([]);
    expect(output.join('')).toContain('Invalid configuration: PUBLIC_URL');
    // A crash for another reason is still restarted.
    expect(lines.filter((line) => line.includes('research-worker exited unexpectedly')).length).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
