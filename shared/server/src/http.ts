import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ZodType } from 'zod';
import { firstIssueMessage } from '@wonderkin/shared';
import { MESSAGES } from '@wonderkin/shared';
import { allowedMethods, answerOptionsInWords, isCatalogueMessage, publicError, requireJsonObjectBodies } from './answers';
import type { Logger } from './logger';
import { createMetrics, metricsGuard, type MetricsAccess } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An error that becomes `{ error: message }` with the given status. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Parses a value with a zod schema, or throws a 400 with the schema's first message (the spec's wording). */
export function parseOr400<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** Keeps the gateway's request id (or makes one) and logs each request once it ends. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = incoming && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}

export interface ServiceAppOptions {
  /** Who may read GET /metrics (metricsGuard): the operators' credentials, else the internal guard. Default: loopback. */
  metricsAccess?: MetricsAccess;
  /**
   * Paths whose body is kept as raw bytes (req.body a Buffer, any content type) instead of parsed as JSON: a signed
   * webhook (Stripe) is verified over exactly the bytes that were signed.
   */
  rawBodyPaths?: readonly string[];
}

/**
 * A service's Express app with the common pieces: request context, request metrics, JSON bodies, health, /metrics
 * (the app's Metrics are in app.locals.metrics for a service's own metrics).
 */
export function createServiceApp(
  name: string, logger: Logger, health: () => Promise<Record<string, unknown>> = async () => ({}), options: ServiceAppOptions = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestContext(logger));
  const metrics = createMetrics({ service: name });
  app.locals.metrics = metrics;
  app.use(metrics.track);
  app.get('/metrics', metricsGuard(options.metricsAccess), metrics.serve);
  app.use(answerOptionsInWords);
  const json = express.json({ limit: '1mb' });
  const raw = express.raw({ type: () => true, limit: '1mb' });
  const rawPaths = new Set(options.rawBodyPaths ?? []);
  app.use((req, res, next) => (rawPaths.has(req.path) ? raw(req, res, next) : json(req, res, next)));
  app.use(requireJsonObjectBodies);
  app.get('/healthz', async (_req, res) => {
    try {
      res.json({ service: name, status: 'ok', ...(await health()) });
    } catch (error) {
      res.status(503).json({ service: name, status: 'down', error: (error as Error).message });
    }
  });
  return app;
}

/**
 * Ends an app: unknown routes → 404 JSON, a known path with another method → 405 JSON with Allow, errors → JSON with
 * a message from the catalogue (never a stack, never a library's own text: see answers.ts).
 */
export function finishServiceApp(app: Express, logger: Logger): void {
  app.use((req: Request, res: Response) => {
    const allow = allowedMethods(req.app, req.path);
    if (allow.length) {
      res.setHeader('Allow', allow.join(', '));
      res.status(405).json({ error: MESSAGES.methodNotAllowed });
      return;
    }
    res.status(404).json({ error: MESSAGES.notFoundApi });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next: NextFunction) => {
    const ours = error instanceof HttpError && isCatalogueMessage(error.message);
    const answer = ours ? { status: error.status, message: error.message, inCatalogue: true } : publicError(error);
    if (!ours && answer.status >= 500) logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'unhandled error');
    else if (!answer.inCatalogue) {
      logger.warn({ status: answer.status, err: String(error?.message), requestId: res.locals.requestId, path: req.path }, 'refusal not in the catalogue; answered in its words');
    }
    // JSON even when a handler had already named another type (a file it was about to send).
    if (!res.headersSent) res.status(answer.status).type('json').json({ error: answer.message });
  };
  app.use(onError);
}

/**
 * The promise's value, or a rejection naming `what` after `ms`: a health check answers in time even when what it
 * asks hangs (BullMQ waits for a Redis that is away rather than failing).
 */
export function answerWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Health checks give up after this long (the gateway asks every service with a 1 s limit of its own). */
export const HEALTH_CHECK_TIMEOUT_MS = 900;

/** Wraps an async handler so rejections reach the error handler (Express 5 does this too; kept explicit). */
export const asyncHandler = (handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    handler(req, res, next).catch(next);
  };
