import { createHmac } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { sessionCookieName } from '@wonderkin/shared';
import { randomId, sessionKeyPrefix, sessionSecret, type SessionConfig } from '@wonderkin/server-kit';

/**
 * Signs a browser in the way the accounts service does, for suites that run one service alone: the session is
 * written to the same Redis keys connect-redis reads (`<QUEUE_PREFIX>:sess:<id>`) and the cookie is signed with the
 * same secret as express-session signs it (`s:<id>.<HMAC-SHA256, base64, no padding>`). Answers a Cookie header.
 */
export async function mintSession(redis: Redis, config: SessionConfig, userId: string): Promise<string> {
  return mintSessionWith(redis, config, { userId });
}

/** The same for a student signed in on a classroom device (issue 22 §2): the session holds the student, no account. */
export async function mintStudentSession(redis: Redis, config: SessionConfig, student: { classId: string; studentId: string }): Promise<string> {
  return mintSessionWith(redis, config, { student });
}

async function mintSessionWith(redis: Redis, config: SessionConfig, fields: { userId: string } | { student: { classId: string; studentId: string } }): Promise<string> {
  const sid = randomId(24);
  const maxAge = config.SESSION_DAYS * 24 * 3600 * 1000;
  const session = {
    cookie: { originalMaxAge: maxAge, expires: new Date(Date.now() + maxAge).toISOString(), httpOnly: true, path: '/', sameSite: 'lax', secure: false },
    ...fields,
  };
  await redis.set(`${sessionKeyPrefix(config)}${sid}`, JSON.stringify(session), 'EX', config.SESSION_DAYS * 24 * 3600);
  const signature = createHmac('sha256', sessionSecret(config)).update(sid).digest('base64').replace(/=+$/, '');
  return `${sessionCookieName(config.PRODUCT_NAME)}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/**
 * For unit suites without Redis: a client that never connects and fails every command at once. Sessions are only
 * read when a request carries a session cookie, so requests without one never touch it.
 */
export function offlineRedis(): Redis {
  const client = new IORedis({ lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  return client;
}
