import { AssignmentSchema, type Assignment, type AssignmentInput } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { assignmentsQueryOptions } from './get-assignments';

export interface NewAssignment {
  childId: string;
  input: AssignmentInput;
}

/** POST /api/progress/:childId/assignments AssignmentInput → 201 the assignment (403 in words for a viewer). */
export function addAssignment({ childId, input }: NewAssignment): Promise<Assignment> {
  return requestJson(`/api/progress/${encodeURIComponent(childId)}/assignments`, AssignmentSchema, jsonInit('POST', input));
}

export function useAddAssignment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addAssignment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addAssignment,
    onSuccess: (assignment, request, ...rest) => {
      queryClient.setQueryData(assignmentsQueryOptions(request.childId).queryKey, (list) => [assignment, ...(list ?? [])]);
      return mutationConfig?.onSuccess?.(assignment, request, ...rest);
    },
  });
}
