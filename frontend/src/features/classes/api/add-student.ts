import { ClassStudentSchema, type ClassStudent, type StudentAdd } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions } from './get-class';
import { classesQueryOptions } from './get-classes';
import { dashboardQueryOptions } from './get-dashboard';

export interface NewStudent {
  classId: string;
  input: StudentAdd;
}

/** POST /api/classes/:classId/students { displayName, ageRange? } → 201 the student with their pictures; 400/409 in words. */
export function addStudent({ classId, input }: NewStudent): Promise<ClassStudent> {
  return requestJson(`/api/classes/${encodeURIComponent(classId)}/students`, ClassStudentSchema, jsonInit('POST', input));
}

export function useAddStudent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addStudent> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addStudent,
    onSuccess: (student, request, ...rest) => {
      queryClient.setQueryData(classQueryOptions(request.classId).queryKey, (detail) =>
        (detail ? { ...detail, students: [...detail.students, student], studentCount: detail.studentCount + 1 } : detail));
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) =>
        list?.map((each) => (each.classId === request.classId ? { ...each, studentCount: each.studentCount + 1 } : each)));
      // The new student's row on the dashboard.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions(request.classId).queryKey });
      return mutationConfig?.onSuccess?.(student, request, ...rest);
    },
  });
}
