import { ClassDetailSchema, type ClassDetail } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions, summaryOf } from './get-class';
import { classesQueryOptions, withClass } from './get-classes';

/** POST /api/classes/:classId/copy → 201 a copy for next year ("… (copy)": the same students with a new code and new pictures). */
export function copyClass(classId: string): Promise<ClassDetail> {
  return requestJson(`/api/classes/${encodeURIComponent(classId)}/copy`, ClassDetailSchema, { method: 'POST' });
}

export function useCopyClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof copyClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: copyClass,
    onSuccess: (copy, ...rest) => {
      queryClient.setQueryData(classQueryOptions(copy.classId).queryKey, copy);
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) => (list ? withClass(list, summaryOf(copy)) : list));
      return mutationConfig?.onSuccess?.(copy, ...rest);
    },
  });
}
