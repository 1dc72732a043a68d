import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { assignmentsQueryOptions } from './get-assignments';
import { dashboardQueryOptions } from './get-dashboard';

export interface AssignmentRef {
  classId: string;
  assignmentId: string;
}

/** DELETE /api/class-work/:classId/assignments/:assignmentId → 204: the lesson is no longer given (nor shown on the dashboard). */
export async function removeAssignment({ classId, assignmentId }: AssignmentRef): Promise<void> {
  await send(`/api/class-work/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`, { method: 'DELETE' });
}

export function useRemoveAssignment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeAssignment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: removeAssignment,
    onSuccess: (result, request, ...rest) => {
      queryClient.setQueryData(assignmentsQueryOptions(request.classId).queryKey, (list) =>
        list?.filter((each) => each.assignmentId !== request.assignmentId));
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions(request.classId).queryKey });
      return mutationConfig?.onSuccess?.(result, request, ...rest);
    },
  });
}
