import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAsks } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/get-asks: a signed-in user's previous asks, else example questions. A failure is only logged (spec §8). */
export function getAsksQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['asks', userId ?? null],
    queryFn: () => getAsks(userId),
    meta: { logError: 'Could not fetch asks.' },
  });
}

export function useAsks({ userId, queryConfig }: { userId: string | undefined; queryConfig?: QueryConfig<typeof getAsksQueryOptions> }) {
  // After registering, the examples stay until the user's own asks arrive.
  return useQuery({ placeholderData: keepPreviousData, ...getAsksQueryOptions(userId), ...queryConfig });
}
