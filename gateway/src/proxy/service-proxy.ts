import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@wonderkin/server-kit';
import { ownerOf, type RouteOptions, type ServiceName } from './routes';

/** A service that does not accept the connection this fast is treated as down (503 well within 1 s). */
export const CONNECT_TIMEOUT_MS = 800;
/** Longest silence from a connected service before the request is given up (uploads, speech, PDFs). */
export const RESPONSE_TIMEOUT_MS = 120_000;

/**
 * Aborts the upstream request when its TCP connection is not established in time (black-holed host). http-proxy emits
 * "proxyReq" from the request's own "socket" event, so the socket is there already (listening for "socket" would never
 * fire, and the timer would run out on requests that were answered long before: a false "service unavailable").
 */
function armConnectTimeout(proxyReq: ClientRequest, timeoutMs: number): void {
  const socket = proxyReq.socket;
  if (socket && !socket.connecting) return; // a live connection from the pool
  const timer = setTimeout(() => {
    // A busy event loop can run this timer before the 'connect' of a connection that is already made:
    // look again once pending I/O has been handled, and give up only if it is really still connecting.
    setImmediate(() => {
      const current = proxyReq.socket;
      if (current && !current.connecting) return;
      proxyReq.destroy(Object.assign(new Error('upstream connect timeout'), { code: 'ETIMEDOUT' }));
    });
  }, timeoutMs);
  const clear = () => clearTimeout(timer);
  if (socket) socket.once('connect', clear);
  else proxyReq.once('socket', (assigned) => (assigned.connecting ? assigned.once('connect', clear) : clear()));
  proxyReq.once('close', clear);
}

/** Requests whose upload the gateway stopped forwarding itself, after the service had answered in full. */
const UPLOAD_CUT = Symbol('wonderkin.uploadCut');
type MaybeCut = IncomingMessage & { [UPLOAD_CUT]?: boolean };

/**
 * A service may answer before the body has arrived (413, 415, a 404 for a path it does not have). Node's client then
 * stops sending the rest of the body, and the client's upload would hang on a connection that never ends (and keeps
 * the gateway from shutting down). Once the answer is complete, the upstream request is dropped and the rest of the
 * client's body is read and thrown away, so the client gets the service's answer and its connection completes.
 */
function cutUploadAfterAnswer(proxyRes: IncomingMessage, req: MaybeCut): void {
  proxyRes.once('end', () => {
    if (req.complete) return;
    req[UPLOAD_CUT] = true;
    const proxyReq = (proxyRes as IncomingMessage & { req?: ClientRequest }).req;
    if (proxyReq) {
      req.unpipe(proxyReq);
      proxyReq.destroy();
    }
    req.resume();
  });
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe the client's connection, never the pooled one to a service. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** Whether the client framed its body as chunked (http-proxy may have deleted the header by now; raw headers keep it). */
function sentChunked(req: IncomingMessage): boolean {
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() === 'transfer-encoding' && /chunked/i.test(req.rawHeaders[i + 1] ?? '')) return true;
  }
  return false;
}

/**
 * Streams the requests one service owns to it, untouched (no body parsing: multipart and JSON pass as bytes).
 * The gateway's request id travels along; a client's internal token never does. A service that cannot be
 * reached answers 503 `{ error }`.
 */
export function createServiceProxy(
  service: ServiceName, target: string, logger: Logger, connectTimeoutMs = CONNECT_TIMEOUT_MS, routes: RouteOptions = {},
): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Without an agent every proxied call opens (and closes) its own connection: keep a pool of live ones per service.
    agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
    pathFilter: (pathname) => ownerOf(pathname, routes) === service,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: RESPONSE_TIMEOUT_MS,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.removeHeader(INTERNAL_TOKEN_HEADER);
        // The client as the gateway sees it (the socket, or X-Forwarded-For as far as TRUST_PROXY trusts it) is the one
        // address a service is told: whatever X-Forwarded-For the client sent itself is dropped, so the per-address
        // allowance of anonymous asks cannot be dodged by inventing a header.
        const clientIp = (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress;
        if (clientIp) proxyReq.setHeader('x-forwarded-for', clientIp);
        // A client's "Connection: close" must not close the pooled connection to the service: the service would hang up
        // while a body it refused early (415, 404) is still streaming, and the client would get 503 instead of the answer.
        for (const header of HOP_BY_HOP) proxyReq.removeHeader(header);
        // http-proxy sends a DELETE or OPTIONS without Content-Length as "content-length: 0" yet still streams its body:
        // a chunked body would reach the service as a second request on the pooled connection (request smuggling past
        // the path filter, e.g. to /internal). Such a body goes on chunked, as it came.
        if (sentChunked(req) && proxyReq.getHeader('content-length') === '0' && !proxyReq.getHeader('transfer-encoding')) {
          proxyReq.removeHeader('content-length');
          proxyReq.setHeader('transfer-encoding', 'chunked');
        }
        armConnectTimeout(proxyReq, connectTimeoutMs);
      },
      proxyRes: (proxyRes, req) => cutUploadAfterAnswer(proxyRes, req),
      error: (error, req: MaybeCut, res) => {
        if (req[UPLOAD_CUT]) return; // the answer was complete; dropping the upstream request was ours
        // Whatever is answered, the rest of the client's body is read and dropped (a paused upload would hang).
        req.resume();
        const requestId = req.headers['x-request-id'];
        logger.warn({ service, requestId, code: (error as NodeJS.ErrnoException).code, err: error.message }, 'service unavailable');
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ error: MESSAGES.serviceUnavailable }));
      },
    },
  });
  return proxy as unknown as RequestHandler;
}
