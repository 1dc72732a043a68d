import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions } from './get-class';
import { classesQueryOptions } from './get-classes';
import { childClassesQueryOptions } from './get-child-classes';

export interface LeaveClassInput {
  childId: string;
  classId: string;
}

/** DELETE /api/children/:childId/classes/:classId → 204: the child leaves the class (the teacher sees nothing of them from then on). */
export async function leaveClass({ childId, classId }: LeaveClassInput): Promise<void> {
  await send(`/api/children/${encodeURIComponent(childId)}/classes/${encodeURIComponent(classId)}`, { method: 'DELETE' });
}

export function useLeaveClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof leaveClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: leaveClass,
    onSuccess: (result, request, ...rest) => {
      queryClient.setQueryData(childClassesQueryOptions(request.childId).queryKey, (list) =>
        list?.filter((each) => each.classId !== request.classId));
      void queryClient.invalidateQueries({ queryKey: classQueryOptions(request.classId).queryKey });
      void queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(result, request, ...rest);
    },
  });
}
