import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Application, RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';

// Every refusal a service (or the gateway) answers is JSON { error } in the product's words from the message
// catalogue, whichever library refused the request: body-parser ("request entity too large"), zlib ("incorrect header
// check"), zod ("Invalid input: expected string, received number"), Express's router ("Failed to decode param"), or
// Node's HTTP parser (431 and 400 with an empty body). A library's own text never reaches a client.

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/** Whether a text is one of the product's own messages. */
export function isCatalogueMessage(message: unknown): message is string {
  return typeof message === 'string' && CATALOGUE.has(message);
}

/** The catalogue's words for a status when nothing more specific is known. */
export function messageForStatus(status: number): string {
  switch (status) {
    case 404: return MESSAGES.notFoundApi;
    case 405: return MESSAGES.methodNotAllowed;
    case 408: return MESSAGES.requestTimeout;
    case 413: return MESSAGES.requestTooLarge;
    case 416: return MESSAGES.rangeNotSatisfiable;
    case 429: return MESSAGES.tooManyRequests;
    case 431: return MESSAGES.headersTooLarge;
    case 503: return MESSAGES.serviceUnavailable;
    default: return status >= 500 ? MESSAGES.researchFailed : MESSAGES.invalidRequest;
  }
}

/** body-parser's error types and what the client should change. */
const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.too.large': [413, MESSAGES.requestTooLarge],
  'entity.parse.failed': [400, MESSAGES.invalidJson],
  'encoding.unsupported': [415, MESSAGES.encodingUnsupported],
  'charset.unsupported': [415, MESSAGES.charsetUnsupported],
  'request.aborted': [400, MESSAGES.badRequest],
  'request.size.invalid': [400, MESSAGES.badRequest],
  'parameters.too.many': [413, MESSAGES.requestTooLarge],
};

export interface PublicError {
  status: number;
  message: string;
  /** False when the error's own text was not the product's and was replaced (worth a log line). */
  inCatalogue: boolean;
}

interface ErrorLike {
  status?: unknown;
  type?: unknown;
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  name?: unknown;
}

/** What a client is told about an error: a 4xx/5xx status and a catalogue message. */
export function publicError(error: unknown): PublicError {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const rawStatus = typeof e.status === 'number' && e.status >= 400 && e.status < 600 ? e.status : 500;
  if (typeof e.type === 'string' && BODY_ERRORS[e.type]) {
    const [status, message] = BODY_ERRORS[e.type];
    return { status, message, inCatalogue: true };
  }
  // A compressed body that does not unpack: body-parser passes zlib's (or brotli's) error on with a 400.
  const code = typeof e.code === 'string' ? e.code : '';
  if (rawStatus === 400 && typeof e.errno === 'number' && /^(Z_|ERR__ERROR|ERR_BROTLI)/.test(code)) {
    return { status: 400, message: MESSAGES.encodingInvalid, inCatalogue: true };
  }
  // Express's router could not decode a path parameter ("Failed to decode param '%E0%A4%A'").
  if (rawStatus === 400 && (error instanceof URIError || e.name === 'URIError')) {
    return { status: 400, message: MESSAGES.invalidPathEncoding, inCatalogue: true };
  }
  if (rawStatus >= 500) return { status: rawStatus === 503 ? 503 : 500, message: messageForStatus(rawStatus === 503 ? 503 : 500), inCatalogue: true };
  if (isCatalogueMessage(e.message)) return { status: rawStatus, message: e.message, inCatalogue: true };
  return { status: rawStatus, message: messageForStatus(rawStatus), inCatalogue: false };
}

interface RouterLayer {
  match(path: string): unknown;
  route?: { _methods(): string[] };
  handle?: { stack?: RouterLayer[] };
}

function collectMethods(stack: RouterLayer[], path: string, into: Set<string>): void {
  for (const layer of stack) {
    let matched: unknown;
    try {
      matched = layer.match(path);
    } catch {
      // A parameter that does not decode: no route of that path takes it, whatever the method.
      continue;
    }
    if (!matched) continue;
    if (layer.route) {
      for (const method of layer.route._methods()) if (method !== '*') into.add(method);
    } else if (Array.isArray(layer.handle?.stack)) {
      const mountedAt = (matched as { path?: string }).path ?? '';
      collectMethods(layer.handle.stack, path.slice(mountedAt.length) || '/', into);
    }
  }
}

/** The methods the app's routes take at a path (e.g. ["POST"] or ["GET", "HEAD"]); empty when no route has that path. */
export function allowedMethods(app: Application, path: string): string[] {
  const router = (app as unknown as { router?: { stack?: RouterLayer[] } }).router;
  const into = new Set<string>();
  if (Array.isArray(router?.stack)) collectMethods(router.stack, path, into);
  return [...into];
}

/**
 * OPTIONS answers 405 JSON with an Allow header (404 for a path no route has), instead of Express's automatic
 * plain-text answer ("POST"): the API takes no cross-origin requests, so there is no preflight to pass.
 */
export const answerOptionsInWords: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  const allow = allowedMethods(req.app, req.path);
  if (!allow.length) {
    res.status(404).json({ error: MESSAGES.notFoundApi });
    return;
  }
  res.setHeader('Allow', allow.join(', '));
  res.status(405).json({ error: MESSAGES.methodNotAllowed });
};

/** Every API body is one JSON object: an array (valid JSON the routes would misread) is refused in words. */
export const requireJsonObjectBodies: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body)) return next();
  res.status(400).json({ error: MESSAGES.jsonObjectRequired });
};

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MESSAGES.headersTooLarge],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', MESSAGES.requestTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MESSAGES.requestTimeout],
};
const ANSWERS_CLIENT_ERRORS = Symbol.for('wonderkin.answersClientErrors');

/**
 * Requests Node's HTTP parser refuses before any app sees them (headers over the limit, a broken request line or
 * header) get a JSON body in words too; Node's own answer has an empty body. Installed once per server by listen().
 */
export function answerClientErrorsInWords(server: Server): void {
  const marked = server as Server & { [ANSWERS_CLIENT_ERRORS]?: boolean };
  if (marked[ANSWERS_CLIENT_ERRORS]) return;
  marked[ANSWERS_CLIENT_ERRORS] = true;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean; _headerSent?: boolean } })._httpMessage;
    // As Node does: never write into a connection that has already begun an answer.
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent || inFlight?._headerSent) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', MESSAGES.badRequest];
    const body = JSON.stringify({ error: message });
    // An answer to HEAD has no body (its request line is at the start of what the parser was reading, when it was).
    const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end([
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      head ? '' : body,
    ].join('\r\n'));
    // HTTP servers allow half-open sockets: without this, a client that never closes its side would hold the
    // connection (and a graceful shutdown) open.
    socket.once('finish', () => socket.destroy());
  });
}
