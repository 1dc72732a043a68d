/**
 * Prerendering of the marketing pages (src/prerender/pages.tsx: /, /free, /custombooks, /links), part of every
 * `vite build`:
 *
 * 1. The client build gets a second HTML entry, prerender.html: index.html with src/prerender/client.tsx as its
 *    script instead of src/main.tsx (made here from index.html, so the two never differ otherwise).
 * 2. After the client build, a server build of src/prerender/server.tsx (Vite SSR, into a scratch folder) renders each
 *    page with react-dom/server's renderToString, with the same settings (vite.config.ts) as the client.
 * 3. Each page's HTML goes into that template with its title and every stylesheet it needs inlined in one <style>
 *    (the entry's and its page chunk's: the page paints from the HTML alone, with no stylesheet request before it),
 *    as <outDir>/prerendered/<file>.html. Its entry script is fetched at low priority and fetches the rest after that
 *    first paint (src/prerender/client.tsx).
 *    The gateway serves them (gateway/src/frontend.ts); the template is removed. Each inlined stylesheet is also named
 *    by a disabled <link> (never fetched): Vite's loader, when the entry imports the page chunk, sees it there and does
 *    not load it again.
 *
 * 4. Every HTML page, script, stylesheet and SVG of the build gets a gzip twin (<file>.gz, level 9), which the gateway
 *    sends to browsers that accept gzip.
 *
 * The build's manifest (.vite/manifest.json) stays: scripts/bench/landing-js.ts reads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const TEMPLATE = 'prerender.html';
const SPA_SCRIPT = '/src/main.tsx';
const PRERENDER_SCRIPT = '/src/prerender/client.tsx';
const SERVER_ENTRY = 'src/prerender/server.tsx';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;
interface ServerModule {
  PRERENDERED_PAGES: Array<{ path: string; file: string; module: string }>;
  render: (path: string) => Promise<{ html: string; title?: string }>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The chunk keys `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;

/**
 * The template with the page's markup and title, `css(href)` of the template's stylesheets and of the page's
 * (`stylesheets`, in that order) inlined in one <style> where the template's first stylesheet was (followed by a
 * disabled <link> naming each).
 */
export function pageHtml(template: string, page: { html: string; title?: string; stylesheets: string[] }, css: (href: string) => string): string {
  const own = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const styles = [...new Set([...own, ...page.stylesheets])];
  let html = template;
  if (!html.includes('<div id="root"></div>')) throw new Error(`${TEMPLATE} has no empty <div id="root"></div>`);
  html = html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  // Marks the document as prerendered; client.tsx adds data-hydrated once its buttons work (tests wait for both).
  html = html.replace(/<html\b/, '<html data-prerendered');
  // The entry script and its imports: nothing the first paint needs (the page is all in the HTML), so they never compete
  // with it for the network; the entry waits for that paint anyway (src/prerender/client.tsx).
  html = html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  const style = `<style>${styles.map((sheet) => css(sheet).trim()).join('\n')}</style>\n${styles.map((href) => `  <link rel="stylesheet" href="${href}" disabled>\n`).join('')}`;
  let inlined = false;
  html = html.replace(STYLESHEET_LINK, () => {
    if (inlined) return '';
    inlined = true;
    return style;
  });
  if (!inlined) html = html.replace('</head>', () => `  ${style}  </head>`);
  return html;
}

/** Writes <file>.gz beside each compressible file of the build (when it is smaller). */
function gzipBuild(outDir: string): void {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? (entry.name.startsWith('.') ? [] : walk(path.join(dir, entry.name))) : [path.join(dir, entry.name)]));
  for (const file of walk(outDir).filter((name) => /\.(?:html|js|css|svg)$/.test(name))) {
    const bytes = fs.readFileSync(file);
    const gzipped = zlib.gzipSync(bytes, { level: 9 });
    if (gzipped.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzipped);
  }
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let templateId: string;
  return {
    name: 'wonderkin:prerender',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        manifest: true,
        rolldownOptions: { input: { main: 'index.html', prerender: TEMPLATE } },
      },
    }),
    configResolved(resolved) {
      config = resolved;
      templateId = path.join(config.root, TEMPLATE);
    },
    resolveId(id) {
      return id === templateId || id === TEMPLATE || id === `/${TEMPLATE}` ? templateId : null;
    },
    load(id) {
      if (id !== templateId) return null;
      const index = fs.readFileSync(path.join(config.root, 'index.html'), 'utf8');
      if (!index.includes(`src="${SPA_SCRIPT}"`)) throw new Error(`index.html has no <script src="${SPA_SCRIPT}">`);
      return index.replace(`src="${SPA_SCRIPT}"`, `src="${PRERENDER_SCRIPT}"`);
    },
    async closeBundle(error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      fs.mkdirSync(path.join(config.root, 'node_modules'), { recursive: true });
      const scratch = fs.mkdtempSync(path.join(config.root, 'node_modules', '.prerender-'));
      try {
        // Inside the frontend's folder, so the server build's imports of react and react-dom resolve from there.
        await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: SERVER_ENTRY, outDir: scratch, emptyOutDir: true, manifest: false, ssrManifest: false, sourcemap: false, copyPublicDir: false },
        });
        const entry = fs.readdirSync(scratch).find((file) => /^server\.m?js$/.test(file));
        if (!entry) throw new Error(`the server build wrote no server.js (${fs.readdirSync(scratch).join(', ')})`);
        const server = (await import(pathToFileURL(path.join(scratch, entry)).href)) as ServerModule;
        const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const template = fs.readFileSync(path.join(outDir, TEMPLATE), 'utf8');
        const url = (file: string) => `${config.base}${file}`;
        fs.mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
        for (const page of server.PRERENDERED_PAGES) {
          if (!manifest[page.module]) throw new Error(`the build manifest has no chunk for ${page.module} (${page.path})`);
          const chunks = [...staticClosure(manifest, page.module)].map((key) => manifest[key]);
          const { html, title } = await server.render(page.path);
          const document = pageHtml(
            template,
            { html, title, stylesheets: chunks.flatMap((chunk) => chunk.css ?? []).map(url) },
            (href) => fs.readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8'),
          );
          fs.writeFileSync(path.join(outDir, 'prerendered', `${page.file}.html`), document);
        }
        fs.rmSync(path.join(outDir, TEMPLATE));
        gzipBuild(outDir);
        config.logger.info(`prerendered ${server.PRERENDERED_PAGES.map((page) => page.path).join(', ')} into ${path.relative(config.root, path.join(outDir, 'prerendered')) || 'prerendered'}/`);
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
