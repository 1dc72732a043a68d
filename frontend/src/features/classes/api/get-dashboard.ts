import { ClassDashboardSchema, type ClassDashboard } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/class-work/:classId/dashboard → per student, each assignment's result and the quiz skills' tallies. */
export function getDashboard(classId: string): Promise<ClassDashboard> {
  return requestJson(`/api/class-work/${encodeURIComponent(classId)}/dashboard`, ClassDashboardSchema, { cache: 'no-store' });
}

/** The same results as a CSV file (Content-Disposition: attachment): a plain link downloads it. */
export const dashboardCsvUrl = (classId: string) => `/api/class-work/${encodeURIComponent(classId)}/dashboard.csv`;
/** The class report as a PDF, for printing (Letter or A4). */
export const classReportUrl = (classId: string, paper: 'letter' | 'a4' = 'letter') => `/api/class-work/${encodeURIComponent(classId)}/report.pdf?paper=${paper}`;

export function dashboardQueryOptions(classId: string) {
  return queryOptions({ queryKey: ['classes', classId, 'dashboard'], queryFn: () => getDashboard(classId) });
}

export function useDashboard({ classId, queryConfig }: { classId: string; queryConfig?: QueryConfig<typeof dashboardQueryOptions> }) {
  return useQuery({ ...dashboardQueryOptions(classId), ...queryConfig });
}
