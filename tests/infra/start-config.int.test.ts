import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CONFIG_ERROR_EXIT_CODE } from '../../scripts/lib/supervisor.cjs';
import { freePort } from '../../scripts/lib/ports.cjs';

// Issue 18 (F17): `npm start` with an invalid setting restarted every process forever, each printing the same error.
// Now it reads the settings once before starting anything and stops with the message, said once.
const ROOT = path.resolve(__dirname, '../..');

describe('npm start with an invalid setting', () => {
  let dataDir: string;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at once with the message, once, and starts no process', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-start-config-'));
    const port = await freePort();
    // Production with its secrets but no public address: PUBLIC_URL falls back to this machine, which production refuses.
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, NO_COLOR: '1', LOG_LEVEL: 'warn',
      SESSION_SECRET: 'a'.repeat(40), TOKEN_SECRET: 'b'.repeat(40),
    };
    delete env.PUBLIC_URL;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data) => { output += data; });
    child.stderr.on('data', (data) => { output += data; });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const text = stripVTControlCharacters(output);

    expect(code).toBe(CONFIG_ERROR_EXIT_CODE);
    expect(text.match(/PUBLIC_URL must be the public address users reach in production/g)).toHaveLength(1);
    expect(text).not.toMatch(/Starting |exited unexpectedly|restarting in/);
  }, 240_000);
});
