import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';

// Service-to-service calls, one module for every service: the guard of /internal routes and the client that calls
// them. With INTERNAL_TOKEN set, a caller must send it (compared in constant time); without one, only callers on
// this machine (loopback) are let in. Refusals are one status and one message.

/** Header carrying the shared secret on service-to-service calls. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return LOOPBACK.test(address ?? '');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The guard of every /internal route (the gateway never proxies /internal). */
export function internalOnly(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    const given = req.header(INTERNAL_TOKEN_HEADER);
    const allowed = token ? given !== undefined && sameSecret(given, token) : isLoopbackAddress(req.socket.remoteAddress);
    if (allowed) return next();
    res.status(403).json({ error: MESSAGES.internalOnly });
  };
}

export interface InternalCallOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  token?: string;
  requestId?: string;
  timeoutMs?: number;
}

export interface InternalAnswer<T = unknown> {
  status: number;
  ok: boolean;
  /** The parsed JSON body (undefined when the answer had none). */
  body: T | undefined;
}

/** Calls another service's internal route. Network failures and timeouts throw; any HTTP answer is returned. */
export async function internalCall<T = unknown>(url: string, options: InternalCallOptions = {}): Promise<InternalAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers[INTERNAL_TOKEN_HEADER] = options.token;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
  });
  const text = await response.text();
  let body: T | undefined;
  try {
    body = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, ok: response.ok, body };
}
