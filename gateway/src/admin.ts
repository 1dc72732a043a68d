import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import type { WatchableQueues } from './jobs/job-state';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Accepts `Authorization: Bearer <token>` or basic auth whose password is the token (any user name). */
export function hasAdminToken(req: Request, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const [scheme, value = ''] = header.split(' ', 2);
  if (/^bearer$/i.test(scheme)) return sameSecret(value.trim(), token);
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value.trim(), 'base64').toString('utf8');
    return sameSecret(decoded.slice(decoded.indexOf(':') + 1), token);
  }
  return false;
}

/**
 * GET /admin/queues: job counts per queue for operators (only mounted when ADMIN_TOKEN is set).
 * JSON rather than a dashboard: nothing here runs without the token.
 */
export function adminRoutes(options: { token: string; queues: WatchableQueues }): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (hasAdminToken(req, options.token)) return next();
    res.setHeader('WWW-Authenticate', 'Basic realm="queues"');
    res.status(401).json({ error: MESSAGES.unauthorized });
  });
  router.get('/', async (_req, res) => {
    const entries = await Promise.all(Object.entries(options.queues).map(async ([name, queue]) => [name, await queue.getJobCounts()] as const));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ queues: Object.fromEntries(entries) });
  });
  return router;
}
