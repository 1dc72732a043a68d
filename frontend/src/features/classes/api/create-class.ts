import { ClassDetailSchema, type ClassCreate, type ClassDetail } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions, summaryOf } from './get-class';
import { classesQueryOptions, withClass } from './get-classes';

/** POST /api/classes { name, ageRange } → 201 the new class (with its code); 400/409 in words (a bad name, 30 open classes). */
export function createClass(input: ClassCreate): Promise<ClassDetail> {
  return requestJson('/api/classes', ClassDetailSchema, jsonInit('POST', input));
}

export function useCreateClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createClass> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createClass,
    onSuccess: (created, ...rest) => {
      queryClient.setQueryData(classQueryOptions(created.classId).queryKey, created);
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) => withClass(list, summaryOf(created)));
      return mutationConfig?.onSuccess?.(created, ...rest);
    },
  });
}
