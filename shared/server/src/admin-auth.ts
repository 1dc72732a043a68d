import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import type { Config } from './config';

// Operators' credentials: one guard for the gateway's queue dashboard (/admin/queues) and every process's /metrics.
// ADMIN_TOKEN is accepted as a bearer token or as the password of basic auth (any user name); ADMIN_USER and
// ADMIN_PASSWORD as basic auth. Every comparison is constant-time (on SHA-256 digests, so lengths do not leak either).

export type AdminSettings = Partial<Pick<Config, 'ADMIN_TOKEN' | 'ADMIN_USER' | 'ADMIN_PASSWORD'>>;

export interface AdminCredentials {
  token?: string;
  user?: string;
  password?: string;
}

/** The credentials the settings configure, or null when none are (then there is no dashboard). */
export function adminCredentials(settings: AdminSettings): AdminCredentials | null {
  const token = settings.ADMIN_TOKEN || undefined;
  const pair = settings.ADMIN_USER && settings.ADMIN_PASSWORD ? { user: settings.ADMIN_USER, password: settings.ADMIN_PASSWORD } : {};
  return token || 'user' in pair ? { token, ...pair } : null;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries the operators' credentials (`Authorization: Bearer …` or `Basic …`). */
export function hasAdminCredentials(req: Pick<Request, 'headers'>, credentials: AdminCredentials): boolean {
  const header = req.headers.authorization ?? '';
  const space = header.indexOf(' ');
  const scheme = space < 0 ? header : header.slice(0, space);
  const value = space < 0 ? '' : header.slice(space + 1).trim();
  if (/^bearer$/i.test(scheme)) return credentials.token !== undefined && sameSecret(value, credentials.token);
  if (!/^basic$/i.test(scheme)) return false;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  // Both checks always run: the time taken does not say which part was wrong.
  const byToken = credentials.token !== undefined && sameSecret(password, credentials.token);
  const byPair = credentials.user !== undefined && credentials.password !== undefined
    && [sameSecret(user, credentials.user), sameSecret(password, credentials.password)].every(Boolean);
  return byToken || byPair;
}

/** 401 `{ error }` with `WWW-Authenticate: Basic` (a browser then asks for a user name and password). */
export function adminOnly(credentials: AdminCredentials, realm = 'Wonderkin operators'): RequestHandler {
  return (req, res, next) => {
    if (hasAdminCredentials(req, credentials)) return next();
    res.setHeader('WWW-Authenticate', `Basic realm="${realm.replace(/[^\w .-]/g, '')}", charset="UTF-8"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(401).json({ error: MESSAGES.unauthorized });
  };
}
