import { CareGrantSchema, type CareGrant } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { circleQueryOptions, withGrant } from './get-circle';

/** DELETE /api/circle/grants/:grantId → the grant, revoked at once; it stays in the list (with what they did). */
export function revokeGrant(grantId: string): Promise<CareGrant> {
  return requestJson(`/api/circle/grants/${encodeURIComponent(grantId)}`, CareGrantSchema, { method: 'DELETE' });
}

export function useRevokeGrant({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeGrant> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: revokeGrant,
    onSuccess: (grant, ...rest) => {
      queryClient.setQueryData(circleQueryOptions().queryKey, (grants) => withGrant(grants, grant));
      return mutationConfig?.onSuccess?.(grant, ...rest);
    },
  });
}
