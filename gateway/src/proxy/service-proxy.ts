import http, { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LookupFunction } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { parse as parseUrl } from 'node:url';
import type { RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER, type Logger } from '@wonderkin/server-kit';
import { defaultClientAddress, type ClientAddressOf } from '../client-address';
import { ownerOf, type RouteOptions, type ServiceName } from './routes';

/** A service that does not accept the connection this fast is treated as down (503 well within 1 s). */
export const CONNECT_TIMEOUT_MS = 800;
/** Longest silence from a connected service before the request is given up (uploads, speech, PDFs). */
export const RESPONSE_TIMEOUT_MS = 120_000;

/**
 * Aborts the upstream request when its TCP connection is not established in time (black-holed host). Armed right after
 * the request is made: the agent hands it a socket on a later tick, a live one from the pool (nothing to watch) or a
 * new one still connecting.
 */
function armConnectTimeout(proxyReq: ClientRequest, timeoutMs: number): void {
  proxyReq.once('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      // A busy event loop can run this timer before the 'connect' of a connection that is already made:
      // look again once pending I/O has been handled, and give up only if it is really still connecting.
      setImmediate(() => {
        if (!socket.connecting) return;
        proxyReq.destroy(Object.assign(new Error('upstream connect timeout'), { code: 'ETIMEDOUT' }));
      });
    }, timeoutMs);
    const clear = () => clearTimeout(timer);
    socket.once('connect', clear);
    proxyReq.once('close', clear);
  });
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, never the next one. The service's never reach the
 * client: Node frames the answer to the client itself (chunked or not) and keeps the client's connection as the
 * client asked.
 */
const ANSWER_HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding']);

/**
 * Client headers a service never gets as sent: hop-by-hop ones (a client's "Connection: close" would close the pooled
 * connection while a body the service refused early is still streaming: the client would get 503 instead of the
 * answer), the internal token (only the services hold it), and those the gateway writes itself.
 */
const NOT_PASSED_ON = new Set([
  'connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade',
  INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER, 'x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host',
]);

/**
 * Characters after which a request target is sent on as url.parse makes it (as http-proxy did): escaped, and without a
 * fragment.
 */
const NEEDS_PARSING = /[\t\n\v\f\r "'<>\\^`{|}#]/;

/** The path to ask the service for: the client's, under the target's own path (if any). */
function upstreamPath(basePath: string, url: string): string {
  // An absolute-form target (GET http://host/api/… HTTP/1.1), a fragment or characters to escape: through url.parse.
  const path = url.charCodeAt(0) === 47 /* / */ && !NEEDS_PARSING.test(url) ? url : (parseUrl(url).path ?? '/');
  return basePath ? `${basePath}${path}` : path;
}

/**
 * The headers a service gets, as a flat list (name, value, …: Node sends it as is): the client's as it sent them
 * (case and repeats kept), minus NOT_PASSED_ON, plus the request id and who the client is.
 */
function upstreamHeaders(req: IncomingMessage, clientAddress: ClientAddressOf, defaultHost: string): string[] {
  const raw = req.rawHeaders;
  const headers: string[] = [];
  let hasHost = false;
  for (let i = 0; i < raw.length; i += 2) {
    const lower = raw[i].toLowerCase();
    if (NOT_PASSED_ON.has(lower)) continue;
    if (lower === 'host') hasHost = true;
    headers.push(raw[i], raw[i + 1]);
  }
  if (!hasHost) headers.push('Host', defaultHost);
  // The gateway's request id (assignRequestId: the client's when sane) travels along.
  const requestId = req.headers[REQUEST_ID_HEADER];
  if (typeof requestId === 'string') headers.push('x-request-id', requestId);
  // The client as the gateway sees it (the socket, or X-Forwarded-For as far as TRUST_PROXY trusts it) is the one address
  // a service is told: whatever X-Forwarded-For the client sent itself is dropped, so the per-address allowance of
  // anonymous asks cannot be dodged by inventing a header.
  const client = clientAddress(req);
  if (client) headers.push('x-forwarded-for', client);
  // Port, protocol and host the client used, appended to what a proxy in front of us said (as http-proxy's xfwd did).
  const given = req.headers;
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const port = /:(\d+)/.exec(given.host ?? '')?.[1] ?? (encrypted ? '443' : '80');
  const proto = encrypted ? 'https' : 'http';
  const forwardedPort = given['x-forwarded-port'];
  const forwardedProto = given['x-forwarded-proto'];
  headers.push(
    'x-forwarded-port', forwardedPort ? `${forwardedPort},${port}` : port,
    'x-forwarded-proto', forwardedProto ? `${forwardedProto},${proto}` : proto,
    'x-forwarded-host', String(given['x-forwarded-host'] || given.host || ''),
  );
  // A DELETE or OPTIONS without a length has no body unless it says it is chunked; then it stays chunked (never a
  // "content-length: 0" before a body, which would reach the service as a second request: smuggling past the routes).
  if ((req.method === 'DELETE' || req.method === 'OPTIONS') && !given['content-length'] && !given['transfer-encoding']) {
    headers.push('content-length', '0');
  }
  return headers;
}

/**
 * Headers the gateway adds to an answer, flat in threes: name, name in lower case, value. A header the service sets
 * itself wins over the gateway's.
 */
export type AddedHeaders = string[];

/** Sets added headers the usual way (an answer the gateway gives itself). */
export function setAddedHeaders(res: ServerResponse, added: AddedHeaders | undefined): void {
  if (!added || res.headersSent) return;
  for (let i = 0; i < added.length; i += 3) res.setHeader(added[i], added[i + 2]);
}

/** The answer's headers, flat: the service's (case and repeats kept) minus hop-by-hop, then the gateway's it did not set. */
function answerHeaders(proxyRes: IncomingMessage, added: AddedHeaders | undefined): string[] {
  const raw = proxyRes.rawHeaders;
  const headers: string[] = [];
  const theirs = added ? new Set<string>() : undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const lower = raw[i].toLowerCase();
    if (ANSWER_HOP_BY_HOP.has(lower)) continue;
    theirs?.add(lower);
    headers.push(raw[i], raw[i + 1]);
  }
  if (added) {
    for (let i = 0; i < added.length; i += 3) if (!theirs!.has(added[i + 1])) headers.push(added[i], added[i + 2]);
  }
  return headers;
}

/**
 * Forwards one request to a service and streams its answer back, with `added` headers (the gateway's: security
 * headers, request id, rate limits) unless the answer sets them itself.
 */
export type Forwarder = (req: IncomingMessage, res: ServerResponse, added?: AddedHeaders) => void;

export interface ProxyOptions {
  /** Who the client is (X-Forwarded-For towards the service). Default: Express's req.ip, else the socket's address. */
  clientAddress?: ClientAddressOf;
  connectTimeoutMs?: number;
  /** How the service's host name is resolved (default: the system's, as for any connection). */
  lookup?: LookupFunction;
}

/**
 * Streams the requests of one service to it, untouched (no body parsing: multipart and JSON pass as bytes) over a pool
 * of kept-alive connections. The gateway's request id travels along; a client's internal token never does. A service
 * that cannot be reached, or is not connected within `connectTimeoutMs`, answers 503 `{ error }`; one that stays
 * silent for RESPONSE_TIMEOUT_MS too.
 */
export function proxyTo(service: ServiceName, target: string, logger: Logger, options: ProxyOptions = {}): Forwarder {
  const { clientAddress = defaultClientAddress, connectTimeoutMs = CONNECT_TIMEOUT_MS, lookup } = options;
  const url = new URL(target);
  if (url.protocol !== 'http:') throw new Error(`${service}: the gateway reaches services over http:// (got ${target})`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || 80);
  const defaultHost = url.host;
  const basePath = url.pathname.replace(/\/+$/, '');
  // Without an agent every proxied call would open (and close) its own connection: a pool of live ones per service.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

  return (req, res, added) => {
    // The client went away while the gateway was deciding (a rate limit that asked Redis): nothing to forward.
    if (req.destroyed || res.destroyed) {
      req.resume();
      return;
    }
    let proxyReq: ClientRequest;
    // Set once the gateway itself ends the upstream request: an error that follows is ours, not the service's.
    let endedByUs = false;
    // Set once the service's answer has begun: an upload it cut short (413, 415) may then fail to write upstream
    // (EPIPE, ECONNRESET) while the answer is still streaming to the client; that answer must still reach it.
    let answered = false;
    const fail = (error: Error) => {
      if (endedByUs) return;
      if (answered) {
        req.resume();
        return;
      }
      // Whatever is answered, the rest of the client's body is read and dropped (a paused upload would hang).
      req.resume();
      logger.warn({ service, requestId: req.headers[REQUEST_ID_HEADER], code: (error as NodeJS.ErrnoException).code, err: error.message }, 'service unavailable');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      setAddedHeaders(res, added);
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: MESSAGES.serviceUnavailable }));
    };
    try {
      proxyReq = http.request({
        host, port, method: req.method, path: upstreamPath(basePath, req.url ?? '/'), headers: upstreamHeaders(req, clientAddress, defaultHost), agent,
        ...(lookup ? { lookup } : {}),
      });
    } catch (error) {
      fail(error as Error); // a header or path Node will not send (it let the client's through, so this is rare)
      return;
    }
    proxyReq.setTimeout(RESPONSE_TIMEOUT_MS, () => proxyReq.destroy(Object.assign(new Error('upstream response timeout'), { code: 'ETIMEDOUT' })));
    armConnectTimeout(proxyReq, connectTimeoutMs);
    proxyReq.on('error', fail);
    proxyReq.once('response', (proxyRes) => {
      if (res.headersSent) {
        proxyRes.resume();
        return;
      }
      answered = true;
      // The service's answer broke off half way: the client's connection cannot carry a complete answer any more.
      proxyRes.once('aborted', () => res.destroy());
      proxyRes.once('error', () => res.destroy());
      res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage || undefined, answerHeaders(proxyRes, added));
      // A service may answer before the body has arrived (413, 415, a 404 for a path it does not have). Node's client
      // then stops sending the rest of the body, and the client's upload would hang on a connection that never ends
      // (and keeps the gateway from shutting down). Once the answer is complete, the upstream request is dropped and the
      // rest of the client's body is read and thrown away, so the client gets the service's answer and its connection
      // completes.
      proxyRes.once('end', () => {
        if (req.complete) return;
        endedByUs = true;
        req.unpipe(proxyReq);
        proxyReq.destroy();
        req.resume();
      });
      proxyRes.pipe(res);
    });
    // A client that goes away before its body is complete: the service's half is dropped too (no 503 to nobody).
    req.once('error', () => {
      endedByUs = true;
      proxyReq.destroy();
    });
    req.once('close', () => {
      if (req.complete || endedByUs) return;
      endedByUs = true;
      proxyReq.destroy();
    });
    req.pipe(proxyReq);
  };
}

/**
 * The proxies of every service as Express middleware, mounted at the root: a request whose path a service owns
 * (proxy/routes.ts) goes to it, anything else to the next handler. Nothing else is proxied.
 */
export function serviceProxies(forwarders: Record<ServiceName, Forwarder>, routes: RouteOptions = {}): RequestHandler {
  return (req, res, next) => {
    const owner = ownerOf(req.path, routes);
    if (!owner) return next();
    forwarders[owner](req, res);
  };
}
