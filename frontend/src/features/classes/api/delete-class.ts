import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classesQueryOptions } from './get-classes';

/** DELETE /api/classes/:classId → 204: the class and its roster are gone. */
export async function deleteClass(classId: string): Promise<void> {
  await send(`/api/classes/${encodeURIComponent(classId)}`, { method: 'DELETE' });
}

export function useDeleteClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteClass,
    onSuccess: (result, classId, ...rest) => {
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) => list?.filter((each) => each.classId !== classId));
      return mutationConfig?.onSuccess?.(result, classId, ...rest);
    },
  });
}
