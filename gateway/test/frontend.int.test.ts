import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
