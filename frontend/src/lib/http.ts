import { ApiError } from './api';

/**
 * The transport of the features' JSON calls, with the rules of lib/api.ts (same-origin credentials, every failure an
 * ApiError carrying the server's `{ error }` text, answers validated with the shared schemas). lib/api.ts keeps its
 * helpers private; the learning loop's request functions (children, progress) use these.
 */
type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

async function serverError(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const text = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    return typeof text === 'string' && text.trim() ? text.trim() : undefined;
  } catch {
    return undefined; // not JSON: no server text
  }
}

/** Sends the request; a network failure or a non-2xx answer throws an ApiError. */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, undefined, 'Network error.');
  }
  if (!response.ok) throw new ApiError(response.status, await serverError(response), `Request failed (${response.status}).`);
  return response;
}

/** Sends the request and reads a JSON answer that must match `schema`. */
export async function requestJson<T>(path: string, schema: Schema<T>, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, undefined, 'The server sent an unreadable answer.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, undefined, 'The server sent an unexpected answer.');
  return parsed.data;
}

/** A JSON body with its method (POST, PUT, PATCH…). */
export function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
