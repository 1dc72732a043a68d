import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { sharedQueryOptions } from './get-shared';

/** DELETE /api/circle/shared/:grantId → 204: the invitee steps out of a family's circle (the family sees "Left"). */
export async function leaveCircle(grantId: string): Promise<void> {
  await send(`/api/circle/shared/${encodeURIComponent(grantId)}`, { method: 'DELETE' });
}

export function useLeaveCircle({ mutationConfig }: { mutationConfig?: MutationConfig<typeof leaveCircle> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: leaveCircle,
    onSuccess: (result, grantId, ...rest) => {
      // Every child that grant shared goes from the list.
      queryClient.setQueryData(sharedQueryOptions().queryKey, (children) => children?.filter((child) => child.grantId !== grantId));
      return mutationConfig?.onSuccess?.(result, grantId, ...rest);
    },
  });
}
