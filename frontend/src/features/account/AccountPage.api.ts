import { DeleteAccountAnswerSchema, type DeleteAccountAnswer } from '@wonderkin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { meQueryOptions } from '../../lib/session';

// The account page's calls (TanStack Query, like every feature's server state): who is signed in (GET /api/me, from
// the server session), and deleting the account. The export is a plain link: the browser downloads it itself.

/** Where the signed-in user's data downloads from (a JSON file, Content-Disposition: attachment). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

async function requestJson<T>(path: string, schema: Schema<T>, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, undefined, 'Network error.');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const text = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    throw new ApiError(response.status, typeof text === 'string' && text.trim() ? text.trim() : undefined, `Request failed (${response.status}).`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, undefined, 'The server sent an unexpected answer.');
  return parsed.data;
}

// Who is signed in is app-wide (the header asks it too): one query, kept in lib/session.
export { meQueryOptions } from '../../lib/session';

export function useMe() {
  return useQuery(meQueryOptions());
}

/** DELETE /api/account { confirm: "DELETE" } → 202 { deleted, message }; the session ends with it. */
export function deleteAccount(): Promise<DeleteAccountAnswer> {
  return requestJson('/api/account', DeleteAccountAnswerSchema, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ confirm: 'DELETE' }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
