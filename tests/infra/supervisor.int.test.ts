import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSupervisor } from '../../scripts/lib/supervisor.cjs';
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
});
