import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCreation } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { upsertCreation } from './list-creations';

/** GET /api/creations/:id: one creation, whoever has its id (share links). */
export function creationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['creations', id],
    queryFn: () => getCreation(id),
  });
}

export function useCreation({ id, queryConfig }: { id: string | null; queryConfig?: QueryConfig<typeof creationQueryOptions> }) {
  return useQuery({ ...creationQueryOptions(id ?? ''), enabled: Boolean(id), ...queryConfig });
}

/** Asks the server for a creation again (its job just ended) and puts the fresh one in the list; resolves to it. */
export function useRefreshCreation() {
  const queryClient = useQueryClient();
  return useCallback(async (id: string) => {
    const fresh = await queryClient.fetchQuery({ ...creationQueryOptions(id), staleTime: 0 });
    upsertCreation(queryClient, fresh);
    return fresh;
  }, [queryClient]);
}
