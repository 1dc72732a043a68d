import { WeeklyReportSchema, type WeeklyReport } from '@wonderkin/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** The browser's time zone: the report's week and streak days are counted in the parent's days. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/progress/:childId/report?week=YYYY-Www&tz=<IANA> → the child's weekly report. */
export function getReport(childId: string, week: string, tz: string): Promise<WeeklyReport> {
  const search = new URLSearchParams({ week, tz });
  return requestJson(`/api/progress/${encodeURIComponent(childId)}/report?${search}`, WeeklyReportSchema, { cache: 'no-store' });
}

export function reportQueryOptions(childId: string, week: string, tz: string) {
  return queryOptions({ queryKey: ['progress', childId, 'report', week, tz], queryFn: () => getReport(childId, week, tz) });
}

export function useReport({ childId, week, tz, queryConfig }: {
  childId: string; week: string; tz: string; queryConfig?: QueryConfig<typeof reportQueryOptions>;
}) {
  // Moving to another week keeps the last one on screen until the new one arrives (no flash of a spinner).
  return useQuery({ ...reportQueryOptions(childId, week, tz), placeholderData: keepPreviousData, ...queryConfig });
}
