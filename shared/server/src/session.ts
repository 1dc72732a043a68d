import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import IORedis, { type Redis } from 'ioredis';
import { MESSAGES, sessionCookieName } from '@wonderkin/shared';
import type { Config } from './config';
import { HttpError } from './http';

// One server session for the whole product: the accounts service signs a browser in (req.session.userId = …) and
// every service reads the same session from Redis with the same secret. A user id sent in a form, query or cookie is
// never identity; only this is.

declare module 'express-session' {
  interface SessionData {
    /** The signed-in account. */
    userId?: string;
    /** A student signed in on a shared classroom device (issue 22 §2): never an account, never with userId. */
    student?: { classId: string; studentId: string };
  }
}

/** The settings a session needs (every service's config has them). */
export type SessionConfig = Pick<Config, 'PRODUCT_NAME' | 'SESSION_SECRET' | 'SESSION_DAYS' | 'QUEUE_PREFIX' | 'NODE_ENV'>;

// No built-in secrets: a value in the source would let anyone forge a session or a link on every install that kept it.
// `npm start` generates both and keeps them in DATA_DIR; a process started another way is given them, or stops here.
function requiredSecret(name: 'SESSION_SECRET' | 'TOKEN_SECRET', value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set: npm start generates it (DATA_DIR/secrets.json); set it yourself when running a process alone`);
  return value;
}

export function sessionSecret(config: Pick<Config, 'SESSION_SECRET'>): string {
  return requiredSecret('SESSION_SECRET', config.SESSION_SECRET);
}

/** The secret of links and codes that are not sessions (report-email unsubscribe links, phone-code hashes). */
export function tokenSecret(config: Pick<Config, 'TOKEN_SECRET'>): string {
  return requiredSecret('TOKEN_SECRET', config.TOKEN_SECRET);
}

/** The Redis key prefix of sessions (one per QUEUE_PREFIX, so test stacks never see each other's sessions). */
export const sessionKeyPrefix = (config: Pick<Config, 'QUEUE_PREFIX'>) => `${config.QUEUE_PREFIX}:sess:`;

/**
 * The Redis client a service reads sessions with (and keeps small counters in). Unlike a queue producer it queues
 * commands while it connects, so a request that arrives right after start is not refused; with Redis away a command
 * fails after one retry instead of hanging the request. Errors are logged by ioredis' reconnect loop, not thrown.
 */
export function createSessionRedis(url: string): Redis {
  const client = new IORedis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined);
  return client;
}

export interface SessionOptions {
  config: SessionConfig;
  redis: Redis;
}

/**
 * express-session over Redis (connect-redis). Nothing is stored for a visitor who is not signed in
 * (saveUninitialized: false), so reading services never create sessions; only the accounts service writes one.
 */
export function createSessionMiddleware({ config, redis }: SessionOptions): RequestHandler {
  const handler = session({
    name: sessionCookieName(config.PRODUCT_NAME),
    secret: sessionSecret(config),
    store: new RedisStore({ client: redis, prefix: sessionKeyPrefix(config), ttl: config.SESSION_DAYS * 24 * 3600 }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // Behind the gateway (and any TLS proxy it trusts), X-Forwarded-Proto says whether the browser used https.
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      path: '/',
      maxAge: config.SESSION_DAYS * 24 * 3600 * 1000,
    },
  });
  // express-session passes on only its store's errors: Redis is away, so the request is fine and the service is not (503
  // in the spec's words, not a 500 "something went wrong").
  return (req, res, next) => handler(req, res, (error?: unknown) => next(error ? new HttpError(503, MESSAGES.serviceUnavailable) : undefined));
}

/** The signed-in user of this request, from the server session only (undefined when signed out). */
export function sessionUserId(req: Request): string | undefined {
  const userId = (req as Request & { session?: { userId?: unknown } }).session?.userId;
  return typeof userId === 'string' && userId ? userId : undefined;
}

/** The signed-in user of this request, or a 401 in words ("Please sign in first."): for routes that need an account. */
export function signedInUserId(req: Request): string {
  const userId = sessionUserId(req);
  if (!userId) throw new HttpError(401, MESSAGES.signInRequired);
  return userId;
}

/** The student signed in on this classroom device (undefined otherwise): from the server session only. */
export function sessionStudent(req: Request): { classId: string; studentId: string } | undefined {
  const student = (req as Request & { session?: { student?: { classId?: unknown; studentId?: unknown } } }).session?.student;
  return student && typeof student.classId === 'string' && typeof student.studentId === 'string' ? { classId: student.classId, studentId: student.studentId } : undefined;
}

/**
 * A student signs in on a classroom device: the session gets a new id and holds the student alone (whoever was signed
 * in on this browser before, a teacher included, is signed out of it: a child's session never carries an account).
 */
export function signInStudentSession(req: Request, student: { classId: string; studentId: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.student = student;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/**
 * Signs this browser in as `userId`: the session gets a new id first (a session id planted before sign-in is worth
 * nothing afterwards), and it is saved before the answer leaves, so the very next request is signed in.
 */
export function signInSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends this browser's session (signed out everywhere this cookie was the identity); harmless when signed out. */
export function signOutSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}
