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
 * Refuses a state-changing request a browser sent from another page (login CSRF, a form on another port of the same
 * site: SameSite=Lax cookies still travel there). A browser says where a request comes from: `Sec-Fetch-Site` (every
 * current browser) and `Origin`. Either one naming another origin → 403. Our own origin is the host the request was
 * sent to (the Host header, which a page cannot set) or PUBLIC_URL's. Requests without either header are not from a
 * browser page (curl, Stripe's webhook, the services' own calls) and a cookie is all they could misuse, which a
 * page cannot make them send, so they pass.
 */
export function sameOriginWrites(options: { publicUrl: string }): RequestHandler {
  const publicHost = hostOf(options.publicUrl);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const foreignSite = site !== undefined && !OWN_FETCH_SITES.has(site.toLowerCase());
    const originHost = origin === undefined ? undefined : hostOf(origin);
    const foreignOrigin = origin !== undefined && (originHost === null || (originHost !== req.get('host') && originHost !== publicHost));
    if (foreignSite || foreignOrigin) {
      res.status(403).json({ error: MESSAGES.crossSiteRefused });
      return;
    }
    next();
  };
}
