import { ChildClassWorkSchema, type ChildClassWork } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/progress/:childId/class-work → { assignments }: the lessons the child's teachers set, to open at home. */
export async function getChildClassWork(childId: string): Promise<ChildClassWork['assignments']> {
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/class-work`, ChildClassWorkSchema, { cache: 'no-store' })).assignments;
}

export function childClassWorkQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['child-class-work', childId], queryFn: () => getChildClassWork(childId) });
}

export function useChildClassWork({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof childClassWorkQueryOptions> }) {
  return useQuery({ ...childClassWorkQueryOptions(childId), ...queryConfig });
}
