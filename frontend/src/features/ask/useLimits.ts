import { TIMINGS, type LimitsInfo } from '@wonderkin/shared';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { useCheckLimits } from './api/check-limits';

/** Questions left for the badge, or null when no badge shows (unknown yet, or a paid user). */
export function remainingQuestions(limits: LimitsInfo | null): number | null {
  if (!limits || limits.isPaid) return null;
  return Math.max(0, limits.limit - limits.questionCount);
}

/** True when a submit must be blocked and the upgrade modal shown instead. */
export function isBlocked(limits: LimitsInfo | null): boolean {
  return Boolean(limits && !limits.isPaid && limits.hasReachedLimit);
}

/** The server's words when it could not check the limit (503, e.g. "We can't check your plan right now…"). */
export function unavailableMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 503 && error.serverMessage ? error.serverMessage : null;
}

/**
 * The free-question limit of this visitor (query of check-limits). `checked` turns true once this page's own check
 * answered (or failed). Failures are only logged (spec §8), except a 503 with the server's words, which is shown as
 * an error toast: the plan is then unknown, so nothing is blocked and no upgrade offer is made from it.
 * `recheckSoon()` checks again a second later (after a question was sent).
 */
export function useLimits(userId: string | undefined, skip: boolean) {
  const toast = useToast();
  const query = useCheckLimits({ userId, skip });
  const { refetch, error, errorUpdatedAt } = query;
  const [recheckRequests, setRecheckRequests] = useState(0);

  useEffect(() => {
    if (!recheckRequests) return undefined;
    const timer = setTimeout(() => void refetch(), TIMINGS.limitRecheckDelay);
    return () => clearTimeout(timer);
  }, [recheckRequests, refetch]);

  const unavailable = unavailableMessage(error);
  useEffect(() => {
    if (unavailable) toast.error(unavailable);
  }, [unavailable, errorUpdatedAt, toast]);

  const recheckSoon = useCallback(() => setRecheckRequests((count) => count + 1), []);
  const limits = unavailable ? null : query.data ?? null;
  return { limits, checked: query.isFetchedAfterMount, recheckSoon };
}
