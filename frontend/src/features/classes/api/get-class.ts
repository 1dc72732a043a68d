import { ClassDetailSchema, type ClassDetail, type ClassSummary } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/classes/:classId → the class with its roster and each student's pictures (404 for anyone else's class). */
export function getClass(classId: string): Promise<ClassDetail> {
  return requestJson(`/api/classes/${encodeURIComponent(classId)}`, ClassDetailSchema, { cache: 'no-store' });
}

export function classQueryOptions(classId: string) {
  return queryOptions({ queryKey: ['classes', classId], queryFn: () => getClass(classId) });
}

export function useClass({ classId, queryConfig }: { classId: string; queryConfig?: QueryConfig<typeof classQueryOptions> }) {
  return useQuery({ ...classQueryOptions(classId), ...queryConfig });
}

/** A class as the list shows it. */
export function summaryOf({ students, ...summary }: ClassDetail): ClassSummary {
  return { ...summary, studentCount: students.length };
}
