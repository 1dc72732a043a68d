import { MESSAGES, researchIdFromSlug, type ResearchResult } from '@wonderkin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { getResearchQueryOptions, useResearch } from './api/get-research';

export type LessonView =
  | { state: 'loading' }
  /** Still being made: the job to follow, and how far it is (stage and message once the worker reported one). */
  | { state: 'pending'; jobId: string; progress: number; stage?: string; message?: string }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: ResearchResult };

/** Once the job completed, a lesson still reported pending is asked for again this often… */
export const SETTLE_INTERVAL_MS = 500;
/** …for this long (the lesson is stored as the job ends; this covers the moment in between). */
export const SETTLE_WINDOW_MS = 2500;

/** A 404 is always the spec's not-found text; anything else the server's words (e.g. 422 "We couldn't make this lesson…"). */
function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return MESSAGES.researchNotFound;
  return errorMessage(error, MESSAGES.researchNotFound);
}

/**
 * One lesson page's state (mount it per slug): loading, the lesson, an error, or pending while the lesson is still
 * being made. Pending, the page follows the job live and calls `jobCompleted` (the lesson is asked for again) or
 * `jobFailed` (the worker's words, else the default failure text).
 */
export function useLesson(slug: string) {
  const id = researchIdFromSlug(slug);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [completedAt, setCompletedAt] = useState<number | null>(null);
  const research = useResearch({
    id,
    queryConfig: {
      refetchInterval: (query) => (
        completedAt !== null && query.state.data?.kind === 'pending' && Date.now() - completedAt < SETTLE_WINDOW_MS
          ? SETTLE_INTERVAL_MS
          : false
      ),
      refetchIntervalInBackground: true,
    },
  });

  let view: LessonView;
  if (!id) view = { state: 'error', message: MESSAGES.researchNotFound };
  else if (failure !== null) view = { state: 'error', message: failure };
  else if (research.data?.kind === 'result') view = { state: 'ready', result: research.data.result };
  else if (research.isError) view = { state: 'error', message: loadError(research.error) };
  else if (research.data?.kind === 'pending') {
    const { jobId, progress, stage, message } = research.data.pending;
    view = { state: 'pending', jobId, progress, ...(stage ? { stage, message } : {}) };
  }
  else view = { state: 'loading' };

  return {
    view,
    jobCompleted: () => {
      setCompletedAt(Date.now());
      void queryClient.invalidateQueries({ queryKey: getResearchQueryOptions(id).queryKey });
    },
    jobFailed: (error: string) => setFailure(error || MESSAGES.researchFailed),
  };
}
