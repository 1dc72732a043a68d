/**
 * The JavaScript "/" loads, gzipped: the frontend built as `npm run build -w frontend` does (vite build with the
 * prerender step, into a scratch folder, so frontend/dist is left alone), then everything the prerendered landing page
 * (prerendered/index.html) makes the browser fetch before it is interactive:
 *
 * - its entry script (src/prerender/client.tsx), every chunk its HTML preloads, and every chunk those import
 *   statically, transitively;
 * - what the entry imports at once after the first paint, with their static imports: the hydration
 *   (src/prerender/hydrate.tsx: React) and the landing page's own chunk.
 *
 * Each file is gzipped (zlib, level 9: what the gateway sends), listed with its size, and summed; the goal is on
 * that sum. For comparison, the same for the app's entry (index.html: every page that is not prerendered, before
 * its route chunk), and the stylesheets "/" loads.
 *
 *   npx tsx scripts/bench.ts landing-js   → bench-results/landing-js.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { round } from '../support/wait';
import { buildFrontend } from './support/frontend-build';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The chunk keys `key` loads before running: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The /assets/… addresses an HTML page loads at once: module scripts, modulepreloads, stylesheets. */
export function htmlAssets(html: string): { scripts: string[]; preloads: string[]; stylesheets: string[] } {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const local = (url: string | undefined): url is string => Boolean(url?.startsWith('/assets/'));
  return {
    scripts: tags.filter((tag) => tag.startsWith('<script') && attr(tag, 'type') === 'module').map((tag) => attr(tag, 'src')).filter(local),
    preloads: tags.filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload').map((tag) => attr(tag, 'href')).filter(local),
    stylesheets: tags.filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet').map((tag) => attr(tag, 'href')).filter(local),
  };
}

const kb = (bytes: number) => round(bytes / 1024, 1);

export async function run(options: { redisUrl?: string; goalKb?: number } = {}) {
  const goalKb = options.goalKb ?? 90;
  const outDir = buildFrontend('wk-bench-landing-');
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const landingHtml = path.join(outDir, 'prerendered', 'index.html');
    if (!fs.existsSync(landingHtml)) throw new Error('the build wrote no prerendered/index.html (the landing page)');

    const sizeOf = (file: string) => {
      const bytes = fs.readFileSync(path.join(outDir, file));
      return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    };
    const measure = (files: Iterable<string>) => {
      const chunks = [...new Set(files)].map((file) => ({ file, ...sizeOf(file) }));
      return {
        gzipKb: kb(chunks.reduce((sum, chunk) => sum + chunk.gzip, 0)),
        rawKb: kb(chunks.reduce((sum, chunk) => sum + chunk.raw, 0)),
        chunks: chunks.sort((a, b) => b.gzip - a.gzip).map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${kb(chunk.gzip)} KB`),
      };
    };
    const keyOf = (url: string) => {
      const key = byFile.get(url.replace(/^\//, ''));
      if (!key) throw new Error(`${url} is not in the build manifest`);
      return key;
    };

    // "/": the prerendered landing page's entry, what its HTML preloads, and the landing page's chunk.
    const landing = htmlAssets(fs.readFileSync(landingHtml, 'utf8'));
    if (!landing.scripts.length) throw new Error('prerendered/index.html loads no module script');
    const keys = new Set<string>();
    for (const url of [...landing.scripts, ...landing.preloads]) staticClosure(manifest, keyOf(url), keys);
    for (const module of ['src/prerender/hydrate.tsx', 'src/features/landing/LandingPage.tsx']) {
      if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module}`);
      staticClosure(manifest, module, keys);
    }
    const slash = measure([...keys].map((key) => manifest[key].file));
    const css = [...new Set([...landing.stylesheets.map((url) => url.replace(/^\//, '')), ...[...keys].flatMap((key) => manifest[key].css ?? [])])];

    // The app (index.html), for comparison: what every other page loads before its route chunk.
    const appEntry = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
    const app = appEntry ? measure([...staticClosure(manifest, appEntry)].map((key) => manifest[key].file)) : undefined;

    return {
      benchmark: 'landing-js',
      date: new Date().toISOString(),
      landingEntry: landing.scripts.map((url) => url.replace(/^\/assets\//, '')).join(', '),
      landingJsGzipKb: slash.gzipKb,
      goalKb: `≤ ${goalKb}`,
      withinGoal: slash.gzipKb <= goalKb,
      landingJsRawKb: slash.rawKb,
      landingChunkCount: slash.chunks.length,
      landingChunks: slash.chunks,
      landingInlinedCssGzipKb: kb(css.reduce((sum, file) => sum + sizeOf(file).gzip, 0)),
      ...(app ? { appEntryJsGzipKb: app.gzipKb, appEntryChunks: app.chunks } : {}),
      prerenderedPages: fs.readdirSync(path.join(outDir, 'prerendered')).filter((file) => file.endsWith('.html')).sort(),
      gzip: 'zlib level 9',
      node: process.version,
      cpus: os.cpus().length,
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
