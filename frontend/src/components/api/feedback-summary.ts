import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeedbackSummary } from '../../lib/api';

/** GET /api/feedback/summary: every rating families gave, counted (asked once per page load, kept 5 minutes). */
export function feedbackSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['feedback', 'summary'],
    queryFn: getFeedbackSummary,
    staleTime: 5 * 60_000,
    meta: { logError: 'Failed to read the ratings summary' },
  });
}

export function useFeedbackSummary() {
  return useQuery(feedbackSummaryQueryOptions());
}
