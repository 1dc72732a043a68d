import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childrenQueryOptions } from '../../../lib/children';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';

/** DELETE /api/children/:childId → 204; the child's learning records go with it (everywhere, by the child.deleted event). */
export async function deleteChild(childId: string): Promise<void> {
  await send(`/api/children/${encodeURIComponent(childId)}`, { method: 'DELETE' });
}

export function useDeleteChild({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteChild> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteChild,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
