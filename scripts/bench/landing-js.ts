/**
 * Landing page initial JavaScript, gzipped: the frontend built (`vite build`, the same as `npm run build -w
 * frontend`, into a scratch folder with a build manifest, so frontend/dist is left alone), then the entry chunk and
 * every chunk it imports statically, each gzipped (zlib, level 9). Also the page chunk the router loads at once for
 * "/" (LandingPage) with its own static imports, and the entry's CSS.
 *
 *   npx tsx scripts/bench.ts landing-js   → bench-results/landing-js.json
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../support/roles';
import { round } from '../support/wait';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The chunk keys `key` loads before running: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

export async function run(options: { redisUrl?: string; goalKb?: number } = {}) {
  const goalKb = options.goalKb ?? 120;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-bench-landing-'));
  try {
    const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
      cwd: path.join(REPO_ROOT, 'frontend'), env: process.env, encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed: ${(build.stderr || build.stdout).slice(-2000)}`);
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entryKey) throw new Error('the build manifest has no entry');

    const sizeOf = (file: string) => {
      const bytes = fs.readFileSync(path.join(outDir, file));
      return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    };
    const measure = (keys: Iterable<string>) => {
      const chunks = [...keys].map((key) => ({ file: manifest[key].file, ...sizeOf(manifest[key].file) }));
      return {
        gzipKb: kb(chunks.reduce((sum, chunk) => sum + chunk.gzip, 0)),
        rawKb: kb(chunks.reduce((sum, chunk) => sum + chunk.raw, 0)),
        chunks: chunks.sort((a, b) => b.gzip - a.gzip).map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${kb(chunk.gzip)} KB`),
      };
    };
    const entry = staticClosure(manifest, entryKey);
    const initial = measure(entry);
    // What "/" runs before the page shows: the entry, then the landing page's chunk (lazy route, loaded at once).
    const landingKey = (manifest[entryKey].dynamicImports ?? []).find((key) => /landing/i.test(key));
    const withPage = landingKey ? measure(new Set([...entry, ...staticClosure(manifest, landingKey)])) : undefined;
    const css = [...entry].flatMap((key) => manifest[key].css ?? []);
    return {
      benchmark: 'landing-js',
      date: new Date().toISOString(),
      entry: manifest[entryKey].file,
      initialJsGzipKb: initial.gzipKb,
      goalKb: `≤ ${goalKb}`,
      withinGoal: initial.gzipKb <= goalKb,
      initialJsRawKb: initial.rawKb,
      initialChunks: initial.chunks,
      ...(withPage ? { withLandingPageChunkGzipKb: withPage.gzipKb, withLandingPageChunks: withPage.chunks } : {}),
      entryCssGzipKb: kb(css.reduce((sum, file) => sum + sizeOf(file).gzip, 0)),
      gzip: 'zlib level 9',
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
