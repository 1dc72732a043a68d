import { ChildClassSchema, type ChildClass } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions } from './get-class';
import { classesQueryOptions } from './get-classes';
import { childClassesQueryOptions, withChildClass } from './get-child-classes';

export interface JoinClassInput {
  childId: string;
  code: string;
  /** The parent ticked that they agree to what the teacher will see (TEACHER_SEES): nothing is sent without it. */
  approve: true;
}

/**
 * POST /api/children/:childId/classes { code, approve: true } → 201 the class joined (200 when the child was in it
 * already); 400/404/409 in words (no approval, a wrong code, a full class).
 */
export function joinClass({ childId, code, approve }: JoinClassInput): Promise<ChildClass> {
  return requestJson(`/api/children/${encodeURIComponent(childId)}/classes`, ChildClassSchema, jsonInit('POST', { code, approve }));
}

export function useJoinClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof joinClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: joinClass,
    onSuccess: (joined, request, ...rest) => {
      queryClient.setQueryData(childClassesQueryOptions(request.childId).queryKey, (list) => withChildClass(list, joined));
      // A parent who teaches the class too sees the child on its roster and results (the class and its dashboard).
      void queryClient.invalidateQueries({ queryKey: classQueryOptions(joined.classId).queryKey });
      void queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(joined, request, ...rest);
    },
  });
}
