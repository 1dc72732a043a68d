import { COOKIE_MAX_AGE_DAYS } from '@wonderkin/shared';

/** Small document.cookie helpers. Every cookie of the spec lives on path / for 365 days unless told otherwise. */

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  days?: number;
  path?: string;
}

export function setCookie(name: string, value: string, { days = COOKIE_MAX_AGE_DAYS, path = '/' }: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const maxAge = Math.round(days * 24 * 60 * 60);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
