import { ClassStudentSchema, type ClassStudent } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions } from './get-class';

export interface StudentRef {
  classId: string;
  studentId: string;
}

/** POST /api/classes/:classId/students/:studentId/pictures → the student with a new picture password (a lock-out ends with it). */
export function newPictures({ classId, studentId }: StudentRef): Promise<ClassStudent> {
  return requestJson(
    `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/pictures`,
    ClassStudentSchema,
    { method: 'POST' },
  );
}

export function useNewPictures({ mutationConfig }: { mutationConfig?: MutationConfig<typeof newPictures> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: newPictures,
    onSuccess: (student, request, ...rest) => {
      queryClient.setQueryData(classQueryOptions(request.classId).queryKey, (detail) =>
        (detail ? { ...detail, students: detail.students.map((each) => (each.studentId === student.studentId ? student : each)) } : detail));
      return mutationConfig?.onSuccess?.(student, request, ...rest);
    },
  });
}
