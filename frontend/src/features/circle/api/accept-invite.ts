import { SharedChildListSchema, type SharedChild } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { config } from '../../../lib/config';
import { setCookie } from '../../../lib/cookies';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { meQueryOptions } from '../../../lib/session';
import { sharedQueryOptions } from './get-shared';

/**
 * POST /api/circle/accept { token } → { children }: the link is spent, the children shared with the invitee come back.
 * A signed-out browser is signed in as the invited address; 409 { error } when signed in as another account.
 */
export async function acceptInvite(token: string): Promise<SharedChild[]> {
  return (await requestJson('/api/circle/accept', SharedChildListSchema, jsonInit('POST', { token }))).children;
}

export function useAcceptInvite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof acceptInvite> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: acceptInvite,
    onSuccess: async (children, ...rest) => {
      queryClient.setQueryData(sharedQueryOptions().queryKey, children);
      // What was asked as nobody (or before the grant) is asked again; the spent link and the list just answered are not.
      void queryClient.invalidateQueries({ predicate: (query) => !['invite-preview', 'shared'].includes(String(query.queryKey[1])) });
      // Accepting may have signed this browser in: the session says who, and the user-id hint cookie follows it (as
      // the login page writes it), so the header offers the account.
      try {
        const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        if (me.signedIn && me.userId) setCookie(config.userIdCookie, me.userId);
      } catch {
        // Only the header's hint: the session is there either way.
      }
      return mutationConfig?.onSuccess?.(children, ...rest);
    },
  });
}
