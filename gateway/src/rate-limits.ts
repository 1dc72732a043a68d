import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MESSAGES } from '@wonderkin/shared';

const MINUTE_MS = 60_000;

/** Calls that start expensive work (a lesson, speech, a creation) get the stricter limit. */
export function startsExpensiveWork(req: Request): boolean {
  if (req.method !== 'POST') return false;
  return req.path === '/api/research' || req.path === '/api/tts' || req.path === '/api/creations' || req.path.startsWith('/api/creations/');
}

function limiter(limit: number, skip: (req: Request) => boolean): RequestHandler {
  return rateLimit({
    windowMs: MINUTE_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    handler: (_req, res) => {
      res.status(429).json({ error: MESSAGES.tooManyRequests });
    },
  });
}

/** Per-IP limits on /api: one overall, one stricter for job-starting calls. Mounted at the root. */
export function apiRateLimits(options: { perMinute: number; jobsPerMinute: number }): RequestHandler[] {
  return [
    limiter(options.perMinute, (req) => !req.path.startsWith('/api/')),
    limiter(options.jobsPerMinute, (req) => !startsExpensiveWork(req)),
  ];
}
