import { ClassDetailSchema, type ClassDetail, type ClassPatch } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions, summaryOf } from './get-class';
import { classesQueryOptions, withClass } from './get-classes';

export interface ClassChange {
  classId: string;
  patch: ClassPatch;
}

/** PATCH /api/classes/:classId { name?, ageRange?, archived? } → the class (archiving stops its code; false brings it back). */
export function updateClass({ classId, patch }: ClassChange): Promise<ClassDetail> {
  return requestJson(`/api/classes/${encodeURIComponent(classId)}`, ClassDetailSchema, jsonInit('PATCH', patch));
}

export function useUpdateClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateClass,
    onSuccess: (changed, ...rest) => {
      queryClient.setQueryData(classQueryOptions(changed.classId).queryKey, changed);
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) => (list ? withClass(list, summaryOf(changed)) : list));
      return mutationConfig?.onSuccess?.(changed, ...rest);
    },
  });
}
