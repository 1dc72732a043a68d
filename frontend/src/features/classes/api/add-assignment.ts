import { ClassAssignmentSchema, type ClassAssignment, type ClassAssignmentInput } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { dashboardQueryOptions } from './get-dashboard';
import { assignmentsQueryOptions } from './get-assignments';

export interface NewAssignment {
  classId: string;
  input: ClassAssignmentInput;
}

/**
 * POST /api/class-work/:classId/assignments { hashId, studentIds?, dueOn? } → 201 the assignment, or 200 the same one
 * already there; 404 in words when there is no such lesson (or it has no quiz).
 */
export function addAssignment({ classId, input }: NewAssignment): Promise<ClassAssignment> {
  return requestJson(`/api/class-work/${encodeURIComponent(classId)}/assignments`, ClassAssignmentSchema, jsonInit('POST', input));
}

export function useAddAssignment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addAssignment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addAssignment,
    onSuccess: (assignment, request, ...rest) => {
      queryClient.setQueryData(assignmentsQueryOptions(request.classId).queryKey, (list) => {
        const others = (list ?? []).filter((each) => each.assignmentId !== assignment.assignmentId);
        return [...others, assignment];
      });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions(request.classId).queryKey });
      return mutationConfig?.onSuccess?.(assignment, request, ...rest);
    },
  });
}
