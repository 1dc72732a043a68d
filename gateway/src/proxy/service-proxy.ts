import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER, type Logger } from '@wonderkin/shared/server';
import { ownerOf, type ServiceName } from './routes';

/** A service that does not accept the connection this fast is treated as down (503 well within 1 s). */
export const CONNECT_TIMEOUT_MS = 800;
/** Longest silence from a connected service before the request is given up (uploads, speech, PDFs). */
export const RESPONSE_TIMEOUT_MS = 120_000;

/** Aborts the upstream request when its TCP connection is not established in time (black-holed host). */
function armConnectTimeout(proxyReq: ClientRequest, timeoutMs: number): void {
  const timer = setTimeout(() => {
    proxyReq.destroy(Object.assign(new Error('upstream connect timeout'), { code: 'ETIMEDOUT' }));
  }, timeoutMs);
  proxyReq.once('socket', (socket) => {
    if (!socket.connecting) clearTimeout(timer);
    else socket.once('connect', () => clearTimeout(timer));
  });
  proxyReq.once('close', () => clearTimeout(timer));
}

/**
 * Streams the requests one service owns to it, untouched (no body parsing: multipart and JSON pass as bytes).
 * The gateway's request id travels along; a client's internal token never does. A service that cannot be
 * reached answers 503 `{ error }`.
 */
export function createServiceProxy(service: ServiceName, target: string, logger: Logger, connectTimeoutMs = CONNECT_TIMEOUT_MS): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Without an agent every proxied call opens (and closes) its own connection: keep a pool of live ones per service.
    agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
    pathFilter: (pathname) => ownerOf(pathname) === service,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: RESPONSE_TIMEOUT_MS,
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader(INTERNAL_TOKEN_HEADER);
        armConnectTimeout(proxyReq, connectTimeoutMs);
      },
      error: (error, req, res) => {
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
