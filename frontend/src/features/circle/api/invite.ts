import { CareGrantSchema, type CareGrant, type CareInviteRequest } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { circleQueryOptions, withGrant } from './get-circle';

/**
 * POST /api/circle/invites CareInviteRequest → 201 the new grant (invited); the invitation email is on its way.
 * 400/404/409 with the catalogue's words (an address already in the circle, past 20 people, one's own address…).
 */
export function inviteToCircle(input: CareInviteRequest): Promise<CareGrant> {
  return requestJson('/api/circle/invites', CareGrantSchema, jsonInit('POST', input));
}

export function useInviteToCircle({ mutationConfig }: { mutationConfig?: MutationConfig<typeof inviteToCircle> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: inviteToCircle,
    onSuccess: (grant, ...rest) => {
      queryClient.setQueryData(circleQueryOptions().queryKey, (grants) => withGrant(grants, grant));
      return mutationConfig?.onSuccess?.(grant, ...rest);
    },
  });
}
