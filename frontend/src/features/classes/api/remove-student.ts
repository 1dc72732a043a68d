import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { classQueryOptions } from './get-class';
import { classesQueryOptions } from './get-classes';
import { dashboardQueryOptions } from './get-dashboard';
import type { StudentRef } from './new-pictures';

/** DELETE /api/classes/:classId/students/:studentId → 204: the student leaves the roster. */
export async function removeStudent({ classId, studentId }: StudentRef): Promise<void> {
  await send(`/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}`, { method: 'DELETE' });
}

export function useRemoveStudent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeStudent> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: removeStudent,
    onSuccess: (result, request, ...rest) => {
      queryClient.setQueryData(classQueryOptions(request.classId).queryKey, (detail) => {
        if (!detail) return detail;
        const students = detail.students.filter((each) => each.studentId !== request.studentId);
        return { ...detail, students, studentCount: students.length };
      });
      queryClient.setQueryData(classesQueryOptions().queryKey, (list) =>
        list?.map((each) => (each.classId === request.classId ? { ...each, studentCount: Math.max(0, each.studentCount - 1) } : each)));
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions(request.classId).queryKey });
      return mutationConfig?.onSuccess?.(result, request, ...rest);
    },
  });
}
