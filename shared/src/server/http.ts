import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ZodType } from 'zod';
import { firstIssueMessage } from '../schemas/api';
import { MESSAGES } from '../messages';
import type { Logger } from './logger';

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

/** A service's Express app with the common pieces: request context, JSON bodies, health. */
export function createServiceApp(name: string, logger: Logger, health: () => Promise<Record<string, unknown>> = async () => ({})): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestContext(logger));
  app.use(express.json({ limit: '1mb' }));
  app.get('/healthz', async (_req, res) => {
    try {
      res.json({ service: name, status: 'ok', ...(await health()) });
    } catch (error) {
      res.status(503).json({ service: name, status: 'down', error: (error as Error).message });
    }
  });
  return app;
}

/** Ends an app: unknown routes → 404 JSON, errors → JSON with a clear message (never a stack). */
export function finishServiceApp(app: Express, logger: Logger): void {
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: MESSAGES.notFoundApi });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next: NextFunction) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ error: error.message });
      return;
    }
    // body-parser errors carry a status (400 bad JSON, 413 too large).
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'unhandled error');
    const message = status === 500 ? MESSAGES.researchFailed : error.type === 'entity.parse.failed' ? MESSAGES.invalidJson : String(error.message);
    if (!res.headersSent) res.status(status).json({ error: message });
  };
  app.use(onError);
}

/** Wraps an async handler so rejections reach the error handler (Express 5 does this too; kept explicit). */
export const asyncHandler = (handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    handler(req, res, next).catch(next);
  };
