import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MESSAGES } from '@wonderkin/shared';
import { FakeService, startGateway, tempFrontendDist, type RunningGateway } from './helpers';

function csp(response: Response): Record<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...values] = part.split(/\s+/);
    return [name, values.join(' ')];
  }));
}

describe('gateway serving the built frontend', () => {
  const media = new FakeService('media');
  let gw: RunningGateway;
  beforeAll(async () => {
    await media.start();
    gw = await startGateway('gateway-frontend', { FRONTEND_DIST: tempFrontendDist(), MEDIA_URL: media.url });
  });
  afterAll(async () => {
    await gw?.stop();
    await media.stop();
  });

  it.each(['/', '/ask', '/ask/abc123-why-is-the-sky-blue', '/login', '/create?creation=abc', '/no-such-page'])(
    'answers index.html for the client route %s, never cached stale',
    async (route) => {
      const response = await fetch(`${gw.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it('answers HEAD for a client route too', async () => {
    const response = await fetch(`${gw.url}/links`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('caches hashed assets for a year and 404s a missing one instead of answering HTML', async () => {
    const asset = await fetch(`${gw.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    const missing = await fetch(`${gw.url}/assets/index-old999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it('serves other static files revalidated', async () => {
    const icon = await fetch(`${gw.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers index.html for API paths or other methods', async () => {
    const api = await fetch(`${gw.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: MESSAGES.notFoundApi });
    const post = await fetch(`${gw.url}/ask`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('sends security headers with a CSP that lets the SPA work and forbids framing', async () => {
    const response = await fetch(`${gw.url}/ask`);
    const policy = csp(response);
    expect(policy['default-src']).toBe("'self'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    // No web provider runs in tests (WEB_PROVIDERS defaults to off under NODE_ENV=test): pictures from our origin only.
    expect(policy['img-src']).toBe("'self' data: blob:");
    expect(policy['frame-src']).toBe("'self'");
    expect(policy['media-src']).toBe("'self' blob: data:");
    expect(policy['connect-src']).toBe("'self' ws: wss:");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('lets our own pages frame generated files under /media (PDF preview)', async () => {
    const response = await fetch(`${gw.url}/media/creations/abc/book.pdf`);
    expect((await response.json()).service).toBe('media');
    expect(csp(response)['frame-ancestors']).toBe("'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

/** A raw GET (fetch would unzip): status, headers and the body's bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('gateway serving the prerendered marketing pages', () => {
  const LANDING = '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><h1>Ask anything</h1></div></body></html>';
  let gw: RunningGateway;
  let dist: string;
  beforeAll(async () => {
    dist = tempFrontendDist();
    // What the frontend build writes (frontend/prerender-plugin.ts): dist/prerendered/<name>.html, gzip twins.
    fs.mkdirSync(path.join(dist, 'prerendered'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), LANDING);
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html.gz'), zlib.gzipSync(LANDING));
    fs.writeFileSync(path.join(dist, 'prerendered', 'free.html'), '<!doctype html><div id="root"><h1>Free weekly lessons</h1></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'prerender-abc123.js'), 'console.log("prerendered page")');
    fs.writeFileSync(path.join(dist, 'assets', 'prerender-abc123.js.gz'), zlib.gzipSync('console.log("prerendered page")'));
    gw = await startGateway('gateway-prerendered', { FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it.each([['/', 'Ask anything'], ['/?utm_source=mail', 'Ask anything'], ['/free', 'Free weekly lessons']])('answers %s with its prerendered HTML, revalidated', async (route, text) => {
    const response = await fetch(`${gw.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(text);
  });

  it.each(['/custombooks', '/ask', '/index', '/free/extra', '/prerendered/free.html'])('answers index.html for %s (not prerendered here, or not a page address)', async (route) => {
    const response = await fetch(`${gw.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('sends the gzip twin to a client that accepts gzip, the plain file to one that does not', async () => {
    const gzipped = await rawGet(`${gw.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/text\/html/);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(LANDING);
    const plain = await rawGet(`${gw.url}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LANDING);
    // No twin: the plain file, whatever the client accepts.
    const free = await rawGet(`${gw.url}/free`, { 'accept-encoding': 'gzip' });
    expect(free.headers['content-encoding']).toBeUndefined();
  });

  it("sends a hashed asset's gzip twin with the year-long cache, JavaScript content type", async () => {
    const asset = await rawGet(`${gw.url}/assets/prerender-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(asset.body).toString()).toBe('console.log("prerendered page")');
    const head = await fetch(`${gw.url}/assets/prerender-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await rawGet(`${gw.url}/assets/prerender-old999.js`, { 'accept-encoding': 'gzip' })).status).toBe(404);
  });
});

describe('gateway CSP with analytics configured', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    gw = await startGateway('gateway-ga', { FRONTEND_DIST: tempFrontendDist(), GA_MEASUREMENT_ID: 'G-TEST123' });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it('allows the Google tag script and analytics endpoints', async () => {
    const policy = csp(await fetch(`${gw.url}/`));
    expect(policy['script-src']).toBe("'self' https://www.googletagmanager.com");
    expect(policy['connect-src']).toContain('https://www.google-analytics.com');
    expect(policy['connect-src']).toContain("'self' ws: wss:");
  });
});

describe('gateway without a frontend build', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-gateway-nodist-'));
    gw = await startGateway('gateway-nodist', { FRONTEND_DIST: path.join(empty, 'dist'), PRODUCT_NAME: 'Wonderkin' });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it('answers a clear 503 page saying how to build', async () => {
    const response = await fetch(`${gw.url}/ask`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('npm run build');
    expect(page).toContain('Wonderkin');
  });

  it('still answers the API', async () => {
    const response = await fetch(`${gw.url}/api/unknown`);
    expect(response.status).toBe(404);
  });
});

describe('gateway CSP with the web providers configured', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    gw = await startGateway('gateway-web', {
      FRONTEND_DIST: tempFrontendDist(), WEB_PROVIDERS: 'on', YOUTUBE_API_KEY: 'test-key', SERPAPI_API_KEY: '',
    });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it('allows exactly the picture hosts of the providers in use and the privacy-enhanced YouTube player', async () => {
    const policy = csp(await fetch(`${gw.url}/ask/abc-why`));
    expect(policy['img-src'].split(' ')).toEqual([
      "'self'", 'data:', 'blob:', 'https://upload.wikimedia.org', 'https://i.ytimg.com',
      'https://covers.openlibrary.org', 'https://archive.org', 'https://*.archive.org',
    ]);
    expect(policy['frame-src']).toBe("'self' https://www.youtube-nocookie.com");
    // SerpApi is not keyed: Google's image hosts stay out.
    expect(policy['img-src']).not.toContain('gstatic');
  });
});
