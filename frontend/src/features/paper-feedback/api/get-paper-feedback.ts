import { PaperFeedbackStateSchema, type PaperFeedbackState } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** Every query of the feature starts with this key: a deletion updates them all. */
export const PAPER_FEEDBACK_KEY = ['paper-feedback'] as const;

/** While a provider is reading an item, the page looks again this often. */
const READING_POLL_MS = 5000;

/**
 * GET /api/paper-feedback/:creationId → what the signed-in viewer may do on this printed book's feedback page
 * (401 signed out; 404 when they are not in the circle of the book's child).
 */
export function getPaperFeedback(creationId: string): Promise<PaperFeedbackState> {
  return requestJson(`/api/paper-feedback/${encodeURIComponent(creationId)}`, PaperFeedbackStateSchema, { cache: 'no-store' });
}

export function paperFeedbackQueryOptions(creationId: string) {
  return queryOptions({
    queryKey: [...PAPER_FEEDBACK_KEY, 'book', creationId],
    queryFn: () => getPaperFeedback(creationId),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.reading?.status === 'pending') ? READING_POLL_MS : false),
  });
}

export function usePaperFeedback({ creationId, queryConfig }: { creationId: string; queryConfig?: QueryConfig<typeof paperFeedbackQueryOptions> }) {
  return useQuery({ ...paperFeedbackQueryOptions(creationId), ...queryConfig });
}
