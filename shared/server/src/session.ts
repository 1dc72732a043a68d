import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import { sessionCookieName } from '@wonderkin/shared';
import type { Config } from './config';

// One server session for the whole product: the accounts service signs a browser in (req.session.userId = …) and
// every service reads the same session from Redis with the same secret. A user id sent in a form, query or cookie is
// never identity; only this is.

declare module 'express-session' {
  interface SessionData {
    /** The signed-in account. */
    userId?: string;
  }
}

const DEV_SESSION_SECRET = 'wonderkin-development-session-secret-not-for-production';

export function sessionSecret(config: Config): string {
  return config.SESSION_SECRET ?? DEV_SESSION_SECRET;
}

/** The Redis key prefix of sessions (one per QUEUE_PREFIX, so test stacks never see each other's sessions). */
export const sessionKeyPrefix = (config: Config) => `${config.QUEUE_PREFIX}:sess:`;

export interface SessionOptions {
  config: Config;
  redis: Redis;
}

/**
 * express-session over Redis (connect-redis). Nothing is stored for a visitor who is not signed in
 * (saveUninitialized: false), so reading services never create sessions; only the accounts service writes one.
 */
export function createSessionMiddleware({ config, redis }: SessionOptions): RequestHandler {
  return session({
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
}

/** The signed-in user of this request, from the server session only (undefined when signed out). */
export function sessionUserId(req: Request): string | undefined {
  const userId = (req as Request & { session?: { userId?: unknown } }).session?.userId;
  return typeof userId === 'string' && userId ? userId : undefined;
}
