import { CareActivityListSchema, type CareActivity } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/circle/activity?grantId= → { activity }: what one person in the circle did, newest first (up to 200). */
export async function getActivity(grantId: string): Promise<CareActivity[]> {
  const search = new URLSearchParams({ grantId });
  return (await requestJson(`/api/circle/activity?${search}`, CareActivityListSchema, { cache: 'no-store' })).activity;
}

export function activityQueryOptions(grantId: string) {
  return queryOptions({ queryKey: ['circle', 'activity', grantId], queryFn: () => getActivity(grantId) });
}

export function useActivity({ grantId, queryConfig }: { grantId: string; queryConfig?: QueryConfig<typeof activityQueryOptions> }) {
  return useQuery({ ...activityQueryOptions(grantId), ...queryConfig });
}
