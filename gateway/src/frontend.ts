import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
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

/**
 * The built SPA: hashed files under /assets are cached for a year, everything else (index.html above all)
 * is revalidated. GET/HEAD of any other non-API path answers index.html so client routes work on reload.
 * A missing build answers 503 with a page that says how to build it.
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
  // serve-static's HTML redirect instead of the API's JSON 404.
  router.use((req, res, next) => (isBackendPath(req.path) ? next() : files(req, res, next)));

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
    res.sendFile(indexFile);
  });
  return router;
}
