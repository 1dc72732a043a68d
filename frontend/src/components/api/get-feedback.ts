import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeedback } from '../../lib/api';
import type { QueryConfig } from '../../lib/react-query';

/** GET /api/feedback?hashId=: whether this lesson (or creation) has feedback, and which. */
export function feedbackQueryOptions(hashId: string) {
  return queryOptions({
    queryKey: ['feedback', hashId],
    queryFn: () => getFeedback(hashId),
  });
}

export function useFeedback({ hashId, queryConfig }: { hashId: string; queryConfig?: QueryConfig<typeof feedbackQueryOptions> }) {
  return useQuery({ ...feedbackQueryOptions(hashId), ...queryConfig });
}
