import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { INTERNAL_TOKEN_HEADER } from '@wonderkin/shared/server';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Service-to-service routes: with INTERNAL_TOKEN set the caller must send it in x-internal-token;
 * without it only callers on this machine (loopback) are let in. The gateway never proxies /internal.
 */
export function internalOnly(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (token) {
      const given = req.header(INTERNAL_TOKEN_HEADER);
      if (given && sameSecret(given, token)) return next();
      res.status(401).json({ error: MESSAGES.unauthorized });
      return;
    }
    if (LOOPBACK.has(req.socket.remoteAddress ?? '')) return next();
    res.status(403).json({ error: MESSAGES.unauthorized });
  };
}
