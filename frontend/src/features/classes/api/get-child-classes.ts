import { ChildClassListSchema, type ChildClass } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/children/:childId/classes → { classes }: the classes the family linked its child to (the family only). */
export async function getChildClasses(childId: string): Promise<ChildClass[]> {
  return (await requestJson(`/api/children/${encodeURIComponent(childId)}/classes`, ChildClassListSchema, { cache: 'no-store' })).classes;
}

export function childClassesQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['child-classes', childId], queryFn: () => getChildClasses(childId) });
}

export function useChildClasses({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof childClassesQueryOptions> }) {
  return useQuery({ ...childClassesQueryOptions(childId), ...queryConfig });
}

/** The list with a joined class put in (last, as the server lists them; in its place when it was there already). */
export function withChildClass(list: ChildClass[] | undefined, joined: ChildClass): ChildClass[] {
  const classes = list ?? [];
  return classes.some((each) => each.classId === joined.classId)
    ? classes.map((each) => (each.classId === joined.classId ? joined : each))
    : [...classes, joined];
}
