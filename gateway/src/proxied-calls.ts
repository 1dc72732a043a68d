import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicError, REQUEST_ID_HEADER, type Logger, type Metrics } from '@wonderkin/server-kit';
import type { ApiRateLimits } from './rate-limits';
import { assignRequestId } from './request-id';
import { isCrossSiteWrite, refuseCrossSite } from './same-origin';
import { asAddedHeaders, type FixedHeaders } from './security';
import { ownerOf, proxiedRoute, type ServiceName } from './proxy/routes';
import { setAddedHeaders, type AddedHeaders, type Forwarder } from './proxy/service-proxy';

/** Characters after which Express's req.path is worked out by a full URL parse: such requests go through Express. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface ProxiedCallsDeps {
  /** One per service (proxy/service-proxy.ts). */
  forwarders: Record<ServiceName, Forwarder>;
  limits: ApiRateLimits;
  /** Security headers of the app and API, and of /media files (security.ts). */
  headers: { app: FixedHeaders; media: FixedHeaders };
  /** PUBLIC_URL's host: our own origin besides the Host a request was sent to. */
  publicHost: string | null;
  /** http_request_duration_seconds (server-kit's createMetrics). */
  httpDuration: Metrics['httpDuration'];
  logger: Logger;
}

/**
 * The calls a service owns, handled before Express: what the Express chain does to them, in the same order, without
 * Express's own work per request (which cost as much as all the rest of the gateway). Request id (passed on and
 * returned), one histogram observation and the request log line when it ends, the security headers (worked out once),
 * cross-site writes refused, rate limits, then the proxy. Anything this does not recognise at a glance (no service
 * owns the path, the development mailbox, an unusual request target) is left to Express, which still does all of it.
 *
 * Returns a function that handles the request and answers true, or answers false and leaves it alone.
 */
export function proxiedCalls(deps: ProxiedCallsDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { forwarders, limits, publicHost, httpDuration, logger } = deps;
  const appHeaders = asAddedHeaders(deps.headers.app);
  const mediaHeaders = asAddedHeaders(deps.headers.media);

  const fail = (res: ServerResponse, requestId: string, pathname: string, error: unknown, added?: AddedHeaders) => {
    const answer = publicError(error);
    if (answer.status >= 500) logger.error({ err: error, requestId, path: pathname }, 'gateway error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    setAddedHeaders(res, added);
    const body = JSON.stringify({ error: answer.message });
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, pathname: string, service: ServiceName) => {
    const started = performance.now();
    const requestId = assignRequestId(req);
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
      httpDuration.observe({ method, route: proxiedRoute(pathname) ?? 'unmatched', status: String(res.statusCode) }, seconds);
      if (logger.isLevelEnabled('info')) {
        logger.info({ requestId, method: req.method, path: pathname, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
      }
    });
    // The gateway's headers go out with the service's answer (or the gateway's own): security headers, request id,
    // rate limits. A header the service sets itself wins, as it did when each was set on the response in turn.
    const added = (pathname.startsWith('/media/') ? mediaHeaders : appHeaders).concat(REQUEST_ID_HEADER, REQUEST_ID_HEADER, requestId);
    // A browser may change things only from our own pages (login CSRF, forms on another port of the same site).
    if (isCrossSiteWrite(req.method, req.headers, publicHost)) {
      setAddedHeaders(res, added);
      refuseCrossSite(res);
      return;
    }
    const forward = forwarders[service];
    const verdict = limits.check(req, res, pathname, added);
    if (verdict === true) forward(req, res, added);
    else if (verdict !== false) {
      verdict.then((goOn) => goOn && forward(req, res, added)).catch((error: unknown) => fail(res, requestId, pathname, error, added));
    }
  };

  return (req, res) => {
    const url = req.url;
    if (!url || url.charCodeAt(0) !== 47 /* / */ || UNUSUAL_URL.test(url)) return false;
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    // Only what a service owns in every environment (the development mailbox goes through Express: loopback only).
    const service = ownerOf(pathname);
    if (!service) return false;
    try {
      handle(req, res, pathname, service);
    } catch (error) {
      fail(res, String(req.headers[REQUEST_ID_HEADER] ?? ''), pathname, error);
    }
    return true;
  };
}

