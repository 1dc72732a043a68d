import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@wonderkin/server-kit';

const VALID_REQUEST_ID = /^[\w-]{1,100}$/;

/**
 * The request's id: the client's x-request-id when it is sane, else a new UUID. It is written back into the request
 * headers so the proxy passes it to the service.
 */
export function assignRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

/** One request id per request (assignRequestId), also returned to the client. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = assignRequestId(req);
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
