import { CareGrantSchema, type CareGrant, type CareRole } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { circleQueryOptions, withGrant } from './get-circle';

export interface GrantChange {
  grantId: string;
  patch: {
    role?: CareRole;
    /** null removes the end date. */
    endsOn?: string | null;
    childIds?: string[];
  };
}

/** PATCH /api/circle/grants/:grantId { role?, endsOn?, childIds? } → the changed grant (404 once revoked or left). */
export function updateGrant({ grantId, patch }: GrantChange): Promise<CareGrant> {
  return requestJson(`/api/circle/grants/${encodeURIComponent(grantId)}`, CareGrantSchema, jsonInit('PATCH', patch));
}

export function useUpdateGrant({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateGrant> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateGrant,
    onSuccess: (grant, ...rest) => {
      queryClient.setQueryData(circleQueryOptions().queryKey, (grants) => withGrant(grants, grant));
      return mutationConfig?.onSuccess?.(grant, ...rest);
    },
  });
}
