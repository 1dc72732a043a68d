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

/** helmet for the app and API: nothing may frame our pages. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'none'"] }) },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
}

/** helmet for generated files under /media: our own pages may show a PDF in a frame. */
export function mediaSecurityHeaders(options: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'self'"] }) },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}
