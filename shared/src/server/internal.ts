/** Header carrying the shared secret on service-to-service calls. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** GET JSON from another service with a short timeout (services talk over HTTP, never by import). */
export async function internalGetJson<T>(url: string, options: { token?: string; requestId?: string; timeoutMs?: number } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers[INTERNAL_TOKEN_HEADER] = options.token;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
