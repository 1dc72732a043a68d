import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { assignmentsQueryOptions } from './get-assignments';

export interface AssignmentRef {
  childId: string;
  assignmentId: string;
}

/** DELETE /api/progress/:childId/assignments/:id → 204 (the family removes any; someone in the circle only their own). */
export async function deleteAssignment({ childId, assignmentId }: AssignmentRef): Promise<void> {
  await send(`/api/progress/${encodeURIComponent(childId)}/assignments/${encodeURIComponent(assignmentId)}`, { method: 'DELETE' });
}

export function useDeleteAssignment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAssignment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteAssignment,
    onSuccess: (result, request, ...rest) => {
      queryClient.setQueryData(assignmentsQueryOptions(request.childId).queryKey, (list) =>
        list?.filter((each) => each.assignmentId !== request.assignmentId));
      return mutationConfig?.onSuccess?.(result, request, ...rest);
    },
  });
}
