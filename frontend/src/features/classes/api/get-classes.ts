import { ClassListSchema, type ClassSummary } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/classes → { classes }: the educator's classes, newest first, archived ones too (403 with classes off, 401 signed out). */
export async function getClasses(): Promise<ClassSummary[]> {
  return (await requestJson('/api/classes', ClassListSchema, { cache: 'no-store' })).classes;
}

export function classesQueryOptions() {
  return queryOptions({ queryKey: ['classes', 'list'], queryFn: getClasses });
}

export function useClasses({ queryConfig }: { queryConfig?: QueryConfig<typeof classesQueryOptions> } = {}) {
  return useQuery({ ...classesQueryOptions(), ...queryConfig });
}

/** The list with one class put in (first when it is new, in its place when it changed). */
export function withClass(classes: ClassSummary[] | undefined, summary: ClassSummary): ClassSummary[] {
  const list = classes ?? [];
  return list.some((each) => each.classId === summary.classId)
    ? list.map((each) => (each.classId === summary.classId ? summary : each))
    : [summary, ...list];
}
