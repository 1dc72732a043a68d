import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WeekHistorySchema, type WeekSummary } from '@wonderkin/shared';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';


/** GET /api/progress/:childId/weeks?week=&tz= → the 8 weeks up to `week`, oldest first. */
export async function getWeeks(childId: string, week: string, tz: string): Promise<WeekSummary[]> {
  const search = new URLSearchParams({ week, tz });
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/weeks?${search}`, WeekHistorySchema, { cache: 'no-store' })).weeks;
}

export function weeksQueryOptions(childId: string, week: string, tz: string) {
  return queryOptions({ queryKey: ['progress', childId, 'weeks', week, tz], queryFn: () => getWeeks(childId, week, tz) });
}

export function useWeeks({ childId, week, tz, queryConfig }: {
  childId: string; week: string; tz: string; queryConfig?: QueryConfig<typeof weeksQueryOptions>;
}) {
  return useQuery({ ...weeksQueryOptions(childId, week, tz), placeholderData: keepPreviousData, ...queryConfig });
}
