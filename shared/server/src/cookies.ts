import type { Request, Response } from 'express';
import { anonymousIdCookieName, COOKIE_MAX_AGE_DAYS } from '@wonderkin/shared';
import { randomId } from './ids';

/** Reads one cookie from the raw header (services receive cookies through the gateway untouched). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The visitor's anonymous id: read from the HttpOnly cookie, or created and set on the response.
 * Used to count anonymous questions and to own anonymous creations.
 */
export function ensureAnonymousId(req: Request, res: Response, productName?: string): string {
  const name = anonymousIdCookieName(productName);
  const existing = readCookie(req, name);
  if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing;
  const id = randomId();
  res.cookie(name, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: COOKIE_MAX_AGE_DAYS * 24 * 3600 * 1000,
    secure: req.secure,
  });
  return id;
}

// There is deliberately no "user id from a cookie or the query" here: the signed-in user comes from the server
// session only (session.ts sessionUserId). The user-id cookie the page keeps is a hint that it signed in, nothing more.
