import { AssignmentListSchema, type Assignment } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/progress/:childId/assignments → { assignments }: the child's work, newest first (anyone with access reads). */
export async function getAssignments(childId: string): Promise<Assignment[]> {
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/assignments`, AssignmentListSchema, { cache: 'no-store' })).assignments;
}

export function assignmentsQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['progress', childId, 'assignments'], queryFn: () => getAssignments(childId) });
}

export function useAssignments({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof assignmentsQueryOptions> }) {
  return useQuery({ ...assignmentsQueryOptions(childId), ...queryConfig });
}
