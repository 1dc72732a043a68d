import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';

/** Methods that change something: only our own pages may send them from a browser. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request our own page (or the user typing an address) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Whether a request is a state-changing one a browser sent from another page (login CSRF, a form on another port of the
 * same site: SameSite=Lax cookies still travel there). A browser says where a request comes from: `Sec-Fetch-Site`
 * (every current browser) and `Origin`. Either one naming another origin → refused. Our own origin is the host the
 * request was sent to (the Host header, which a page cannot set) or PUBLIC_URL's. Requests without either header are
 * not from a browser page (curl, Stripe's webhook, the services' own calls) and a cookie is all they could misuse,
 * which a page cannot make them send, so they pass.
 */
export function isCrossSiteWrite(method: string | undefined, headers: IncomingHttpHeaders, publicHost: string | null): boolean {
  if (!method || !STATE_CHANGING.has(method)) return false;
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  const foreignSite = site !== undefined && !OWN_FETCH_SITES.has(site.toLowerCase());
  const originHost = origin === undefined ? undefined : hostOf(origin);
  const foreignOrigin = origin !== undefined && (originHost === null || (originHost !== headers.host && originHost !== publicHost));
  return foreignSite || foreignOrigin;
}

/** The host of PUBLIC_URL (our own origin besides the Host a request was sent to). */
export const publicHostOf = (publicUrl: string): string | null => hostOf(publicUrl);

/** Answers 403 JSON to a state-changing request from another site's page (isCrossSiteWrite). */
export function refuseCrossSite(res: ServerResponse): void {
  const body = JSON.stringify({ error: MESSAGES.crossSiteRefused });
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Refuses (403) a state-changing request a browser sent from another page: see isCrossSiteWrite. */
export function sameOriginWrites(options: { publicUrl: string }): RequestHandler {
  const publicHost = hostOf(options.publicUrl);
  return (req, res, next) => {
    if (isCrossSiteWrite(req.method, req.headers, publicHost)) {
      res.status(403).json({ error: MESSAGES.crossSiteRefused });
      return;
    }
    next();
  };
}
