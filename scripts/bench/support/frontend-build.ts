import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../support/roles';

/**
 * The frontend built as `npm run build -w frontend` builds it (vite build: the app, the prerendered pages, gzip
 * twins, the manifest), into a scratch folder so frontend/dist is left alone. The caller removes the folder.
 */
export function buildFrontend(prefix: string): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(REPO_ROOT, 'frontend'), env: process.env, encoding: 'utf8',
  });
  if (build.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed: ${(build.stderr || build.stdout).slice(-2000)}`);
  }
  return outDir;
}
