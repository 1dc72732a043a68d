import type { RequestHandler } from 'express';
import helmet from 'helmet';

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The Content-Security-Policy the SPA needs; analytics hosts only when a measurement id is configured. */
export function contentSecurityDirectives(options: { analytics: boolean; frameAncestors: string[] }): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.analytics ? [GOOGLE_TAG] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
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
export function securityHeaders(options: { analytics: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'none'"] }) },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
}

/** helmet for generated files under /media: our own pages may show a PDF in a frame. */
export function mediaSecurityHeaders(options: { analytics: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ ...options, frameAncestors: ["'self'"] }) },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}
