import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginLink } from '../../../lib/api';

/** POST /api/login/link { token }: whose emailed link /login?token=… is; read once, never retried (a 400 is final). */
export const loginLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['login-link', token], queryFn: () => loginLink(token), retry: false, staleTime: Infinity, gcTime: 0 });

export function useLoginLink(token: string | null) {
  return useQuery({ ...loginLinkQueryOptions(token ?? ''), enabled: Boolean(token) });
}
