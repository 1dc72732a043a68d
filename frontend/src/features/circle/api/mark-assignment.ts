import { AssignmentSchema, type Assignment } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { assignmentsQueryOptions } from './get-assignments';

export interface AssignmentDone {
  childId: string;
  assignmentId: string;
  done: boolean;
}

/** PATCH /api/progress/:childId/assignments/:id { done } → the assignment (the family and helpers; 403 for a viewer). */
export function markAssignment({ childId, assignmentId, done }: AssignmentDone): Promise<Assignment> {
  return requestJson(
    `/api/progress/${encodeURIComponent(childId)}/assignments/${encodeURIComponent(assignmentId)}`,
    AssignmentSchema,
    jsonInit('PATCH', { done }),
  );
}

export function useMarkAssignment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof markAssignment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: markAssignment,
    onSuccess: (assignment, request, ...rest) => {
      queryClient.setQueryData(assignmentsQueryOptions(request.childId).queryKey, (list) =>
        list?.map((each) => (each.assignmentId === assignment.assignmentId ? assignment : each)));
      return mutationConfig?.onSuccess?.(assignment, request, ...rest);
    },
  });
}
