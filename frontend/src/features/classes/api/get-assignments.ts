import { ClassAssignmentListSchema, type ClassAssignment } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/class-work/:classId/assignments → { assignments }: the lessons given to the class, oldest first. */
export async function getAssignments(classId: string): Promise<ClassAssignment[]> {
  return (await requestJson(`/api/class-work/${encodeURIComponent(classId)}/assignments`, ClassAssignmentListSchema, { cache: 'no-store' })).assignments;
}

export function assignmentsQueryOptions(classId: string) {
  return queryOptions({ queryKey: ['classes', classId, 'assignments'], queryFn: () => getAssignments(classId) });
}

export function useAssignments({ classId, queryConfig }: { classId: string; queryConfig?: QueryConfig<typeof assignmentsQueryOptions> }) {
  return useQuery({ ...assignmentsQueryOptions(classId), ...queryConfig });
}
