import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResearch } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/get-research?id=: the lesson (200), or { jobId, progress… } while it is still being made (202). */
export function getResearchQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['research', id],
    queryFn: () => getResearch(id),
    // A finished lesson never changes; a pending answer is asked for again on the next visit.
    staleTime: (query) => (query.state.data?.kind === 'result' ? Infinity : 0),
  });
}

export function useResearch({ id, queryConfig }: { id: string; queryConfig?: QueryConfig<typeof getResearchQueryOptions> }) {
  return useQuery({ ...getResearchQueryOptions(id), enabled: Boolean(id), ...queryConfig });
}
