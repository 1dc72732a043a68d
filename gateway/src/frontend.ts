import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { isBackendPath } from './proxy/routes';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function notBuiltPage(productName: string): string {
  const name = escapeHtml(productName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>${name}: the web app is not built yet</h1>
<p>The gateway is running, but the frontend build is missing. Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload this page.</p>
</body></html>`;
}

/** Hashed build files that may have a gzip twin (`<file>.gz`, written by the frontend build). */
const COMPRESSIBLE_ASSET = /^\/assets\/[\w.-]+\.(?:js|css|svg)$/;
/** One path segment or none: the shape of the addresses the frontend prerenders (/, /free, /custombooks, /links). */
const PAGE_PATH = /^\/([a-z0-9-]*)$/;

/**
 * Sends `file`, or its gzip twin when there is one and the client accepts gzip (the bytes a phone downloads are the
 * gzipped ones the frontend's size budget counts). The caller sets Cache-Control.
 */
function sendFile(req: Request, res: Response, file: string): void {
  res.vary('Accept-Encoding');
  const gzipped = `${file}.gz`;
  if (req.acceptsEncodings('gzip') === 'gzip' && fs.existsSync(gzipped)) {
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', 'gzip');
    res.sendFile(gzipped);
    return;
  }
  res.sendFile(file);
}

/**
 * The prerendered HTML of a client route, if the build made one: dist/prerendered/<name>.html for /<name>
 * (index.html for /). The frontend alone lists which pages it prerenders (frontend/src/prerender/pages.tsx).
 */
function prerenderedPage(distDir: string, requestPath: string): string | undefined {
  const name = PAGE_PATH.exec(requestPath)?.[1];
  if (name === undefined || name === 'index') return undefined;
  const file = path.join(distDir, 'prerendered', `${name || 'index'}.html`);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * The built SPA: hashed files under /assets are cached for a year, everything else (the HTML above all) is
 * revalidated. GET/HEAD of a prerendered marketing page (/, /free, /custombooks, /links) answers its prerendered
 * HTML; of any other non-API path index.html, so client routes work on reload. Build files with a gzip twin are
 * sent gzipped to clients that accept it. A missing build answers 503 with a page that says how to build it.
 */
export function frontendRoutes(options: { distDir: string; productName: string }): Router {
  const router = Router();
  const indexFile = path.join(options.distDir, 'index.html');

  const files = express.static(options.distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(options.distDir, filePath);
      res.setHeader('Cache-Control', relative.startsWith(`assets${path.sep}`) ? LONG_CACHE : 'no-cache');
    },
  });
  // An API path is never a file: /api/creations/%2e%2e%2f would otherwise reach the build's root folder and get
  // serve-static's HTML redirect instead of the API's JSON 404. The prerendered pages are reached by their addresses.
  router.use((req, res, next) => {
    if (isBackendPath(req.path) || req.path.startsWith('/prerendered/')) return next();
    if ((req.method === 'GET' || req.method === 'HEAD') && COMPRESSIBLE_ASSET.test(req.path)) {
      const file = path.join(options.distDir, req.path);
      if (fs.existsSync(`${file}.gz`) && fs.existsSync(file)) {
        res.setHeader('Cache-Control', LONG_CACHE);
        sendFile(req, res, file);
        return;
      }
    }
    files(req, res, next);
  });

  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isBackendPath(req.path)) return next();
    // A missing hashed file is a stale chunk: a 404, never index.html in its place.
    if (req.path.startsWith('/assets/')) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('html').setHeader('Cache-Control', 'no-store');
      res.send(notBuiltPage(options.productName));
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    sendFile(req, res, prerenderedPage(options.distDir, req.path) ?? indexFile);
  });
  return router;
}
