import { ReviewDueSchema, type ReviewCard } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

export interface DueCards {
  cards: ReviewCard[];
  total: number;
}

/** GET /api/progress/:childId/review → the child's cards due now (401 signed out, 404 not this family's child). */
export function getDueCards(childId: string): Promise<DueCards> {
  return requestJson(`/api/progress/${encodeURIComponent(childId)}/review`, ReviewDueSchema, { cache: 'no-store' });
}

export function dueCardsQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['progress', childId, 'review'], queryFn: () => getDueCards(childId) });
}

export function useDueCards({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof dueCardsQueryOptions> }) {
  // Asked once per visit: nothing refetches while the page is open (no refetch on focus or reconnect, grading does not
  // invalidate), so the deck never reshuffles under the child's finger; coming back asks again for what is due then,
  // and the deck is forgotten as the page closes.
  return useQuery({ ...dueCardsQueryOptions(childId), gcTime: 0, ...queryConfig });
}
