import type { SharedQueries } from '../lib/shared-queries';
import { useSignedIn } from '../lib/session';
import { useFeedbackSummary } from './api/feedback-summary';

function useFeedbackSummaryData() {
  return useFeedbackSummary().data;
}

/** The app's answers to the shared UI's server state (lib/shared-queries): TanStack Query. */
export const appQueries: SharedQueries = { useSignedIn, useFeedbackSummary: useFeedbackSummaryData };
