import type { FeedbackSummary } from '@wonderkin/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The server state that the UI shared by the app and the prerendered marketing pages reads: whether a parent is
 * signed in (the header) and the ratings summary. The app answers with TanStack Query (components/appQueries, given
 * in app.tsx beside the QueryClientProvider, and by the tests' QueryProvider); a prerendered page hydrated on its own
 * answers with a plain fetch (src/prerender/queries), so that page's JavaScript carries neither TanStack Query nor the
 * zod schemas (README "Landing page"). Each implementation is fixed for the life of the page, so the hooks below
 * always call the same hooks in the same order.
 */
export interface SharedQueries {
  /** Whether the server session is signed in (lib/session's useSignedIn: the cookie hint, then /api/me). */
  useSignedIn: () => boolean;
  /** GET /api/feedback/summary: undefined until read, or when it cannot be (the failure is logged). */
  useFeedbackSummary: () => FeedbackSummary | undefined;
}

const SharedQueriesContext = createContext<SharedQueries | null>(null);

export function SharedQueriesProvider({ value, children }: { value: SharedQueries; children: ReactNode }) {
  return <SharedQueriesContext.Provider value={value}>{children}</SharedQueriesContext.Provider>;
}

function useSharedQueries(): SharedQueries {
  const queries = useContext(SharedQueriesContext);
  if (!queries) throw new Error('The shared UI reads the server through a <SharedQueriesProvider> (app.tsx; in tests, QueryProvider of components/testing)');
  return queries;
}

export function useSignedIn(): boolean {
  return useSharedQueries().useSignedIn();
}

export function useFeedbackSummary(): FeedbackSummary | undefined {
  return useSharedQueries().useFeedbackSummary();
}
