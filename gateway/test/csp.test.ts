import http from 'node:http';
import net from 'node:net';
import type { Request, Response } from 'express';
import { loadConfig, webContentHosts, webProviderChains } from '@wonderkin/server-kit';
import { appHelmet, applyHeaders, contentSecurityDirectives, mediaHelmet, recordHeaders, type SecurityOptions } from '../src/security';

// The CSP follows the config of the web providers: one derivation (webContentHosts) for the gateway and the worker.

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', ...env });
const directives = (env: Record<string, string>) =>
  contentSecurityDirectives({ analytics: false, frameAncestors: ["'none'"], webHosts: webContentHosts(configOf(env)) });

describe('content security policy for web providers', () => {
  it('allows no outside picture host and no player when every provider is off', () => {
    const policy = directives({ WEB_PROVIDERS: 'off' });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it('turns the keyless providers on by default, except in test runs', () => {
    expect(webProviderChains(configOf({})).images).toEqual(['wikimedia']);
    expect(webProviderChains(configOf({ NODE_ENV: 'test' })).images).toEqual([]);
    expect(webProviderChains(configOf({ NODE_ENV: 'test', WEB_PROVIDERS: 'on' })).images).toEqual(['wikimedia']);
  });

  it('allows Wikimedia, Open Library (and the archive.org hosts its covers redirect to) for the keyless providers', () => {
    expect(directives({})['img-src']).toEqual([
      "'self'", 'data:', 'blob:', 'https://upload.wikimedia.org', 'https://covers.openlibrary.org', 'https://archive.org', 'https://*.archive.org',
    ]);
    expect(directives({})['frame-src']).toEqual(["'self'"]);
  });

  it('adds SerpApi thumbnails when keyed, YouTube thumbnails and only the privacy-enhanced player when keyed', () => {
    const policy = directives({ WEB_PROVIDERS: 'off', SERPAPI_API_KEY: 'k', YOUTUBE_API_KEY: 'y' });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://serpapi.com', 'https://*.gstatic.com', 'https://i.ytimg.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(webProviderChains(configOf({ WEB_PROVIDERS: 'off', SERPAPI_API_KEY: 'k' }))).toMatchObject({
      images: ['serpapi-images'], links: ['serpapi-web'], products: ['serpapi-shopping'], books: [], discussions: [],
    });
  });

  it('allows the origin of a provider pointed elsewhere (a local fake) instead of the real CDN', () => {
    const policy = directives({
      WIKIMEDIA_API_URL: 'http://127.0.0.1:4555/w/api.php', OPENLIBRARY_COVERS_URL: 'http://127.0.0.1:4556/covers/', REDDIT_URL: 'http://127.0.0.1:4557',
    });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4555', 'http://127.0.0.1:4556']);
  });

  it('refuses a provider URL that is not http(s)', () => {
    expect(() => configOf({ WIKIMEDIA_API_URL: 'ftp://example.org/api' })).toThrow(/WIKIMEDIA_API_URL: must be an http\(s\) address/);
    expect(() => configOf({ WEB_PROVIDERS: 'maybe' })).toThrow(/WEB_PROVIDERS/);
  });
});

describe('security headers worked out once', () => {
  const response = () => new http.ServerResponse(new http.IncomingMessage(new net.Socket()));

  it.each([
    ['the app and API', appHelmet],
    ['files under /media', mediaHelmet],
  ] as const)('puts exactly the headers helmet sets on %s', (_what, helmetOf) => {
    const options: SecurityOptions = { analytics: true, webHosts: webContentHosts(configOf({ YOUTUBE_API_KEY: 'y' })) };
    const byHelmet = response();
    byHelmet.setHeader('X-Powered-By', 'Express');
    let done = false;
    helmetOf(options)({ method: 'GET', url: '/', headers: {} } as Request, byHelmet as unknown as Response, () => {
      done = true;
    });
    expect(done).toBe(true);
    const precomputed = response();
    precomputed.setHeader('X-Powered-By', 'Express');
    applyHeaders(precomputed, recordHeaders(helmetOf(options)));
    expect(precomputed.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(precomputed.getHeader('x-powered-by')).toBeUndefined();
  });
});
