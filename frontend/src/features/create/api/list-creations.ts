import type { Creation } from '@wonderkin/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listCreations } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/creations: the visitor's creations, from the server (they survive a reload), newest first. */
export function creationsQueryOptions() {
  return queryOptions({
    queryKey: ['creations'],
    queryFn: listCreations,
  });
}

export function useCreations({ queryConfig }: { queryConfig?: QueryConfig<typeof creationsQueryOptions> } = {}) {
  return useQuery({ ...creationsQueryOptions(), ...queryConfig });
}

/** Puts a creation the server just sent at the top of the list, or in place of the one with the same id. */
export function upsertCreation(queryClient: QueryClient, creation: Creation): void {
  queryClient.setQueryData(creationsQueryOptions().queryKey, (list = []) => {
    const index = list.findIndex((c) => c.id === creation.id);
    if (index < 0) return [creation, ...list];
    const next = [...list];
    next[index] = creation;
    return next;
  });
}
