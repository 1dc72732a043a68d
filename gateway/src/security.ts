import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { WebContentHosts } from '@wonderkin/server-kit';

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface SecurityOptions {
  analytics: boolean;
  /** Hosts of the web providers that run (webContentHosts(config)): their pictures, and the video player. */
  webHosts?: WebContentHosts;
}

/**
 * The Content-Security-Policy the SPA needs: analytics hosts only when a measurement id is configured; pictures from
 * our own origin plus exactly the hosts of the configured web providers, and the privacy-enhanced YouTube player only
 * when YouTube is configured (besides our own files, nothing else may be framed).
 */
export function contentSecurityDirectives(options: SecurityOptions & { frameAncestors: string[] }): Record<string, string[] | null> {
  const web = options.webHosts ?? { img: [], frame: [] };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.analytics ? [GOOGLE_TAG] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...web.img],
    // Our own pages may frame our own files (a creation's PDF); from outside only the configured player.
    'frame-src': ["'self'", ...web.frame],
    'media-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:', ...(options.analytics ? GOOGLE_ANALYTICS : [])],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors,
    // The stack is often reached over plain http (localhost, a LAN address): never rewrite to https.
    'upgrade-insecure-requests': null,
  };
}

/** Headers a middleware sets (and removes) on every response, recorded once from a stand-in response. */
export interface FixedHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * Runs helmet once and keeps what it did: every response then gets exactly those headers without helmet's work per
 * request (our policies do not vary by request: no nonces).
 */
export function recordHeaders(middleware: RequestHandler): FixedHeaders {
  const recorded: FixedHeaders = { set: [], removed: [] };
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set = recorded.set.filter(([existing]) => existing.toLowerCase() !== name.toLowerCase());
      recorded.set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
    getHeader: () => undefined,
    hasHeader: () => false,
  };
  let finished = false;
  const req = { method: 'GET', url: '/', headers: {} };
  middleware(req as Parameters<RequestHandler>[0], res as unknown as Parameters<RequestHandler>[1], (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('security headers: helmet did not finish at once');
  return recorded;
}

/** Puts fixed headers on a response (before anything else sets its own). */
export function applyHeaders(res: { setHeader(name: string, value: string): unknown; removeHeader(name: string): void }, headers: FixedHeaders): void {
  for (const name of headers.removed) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}

/** Fixed headers as headers the proxy adds to an answer (name, lower case, value, …: proxy/service-proxy.ts). */
export function asAddedHeaders(headers: FixedHeaders): string[] {
  return headers.set.flatMap(([name, value]) => [name, name.toLowerCase(), value]);
}

/** helmet for the app and API: nothing may frame our pages. */
export function appHelmet(options: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'none'"] }) },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
}

/** helmet for generated files under /media: our own pages may show a PDF in a frame. */
export function mediaHelmet(options: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'self'"] }) },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}

/** The headers of the app and API (appHelmet's), worked out once. */
export const appSecurityHeaders = (options: SecurityOptions): FixedHeaders => recordHeaders(appHelmet(options));

/** The headers of generated files under /media (mediaHelmet's), worked out once. */
export const mediaHeaders = (options: SecurityOptions): FixedHeaders => recordHeaders(mediaHelmet(options));
