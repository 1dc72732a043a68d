import { QueryCache, QueryClient, type DefaultOptions, type QueryClientConfig, type UseMutationOptions } from '@tanstack/react-query';

/**
 * Server state goes through TanStack Query: each API call has one query or mutation, in `api/<call>.ts` beside the
 * feature that uses it (features/<feature>/api/, components/api/ for shared UI, lib/auth.ts for registration),
 * calling the request function of lib/api.ts (answers validated with the shared schemas there).
 */

/** `meta.logError`: a failure of this query is only logged, with this text (spec §8: "… are only logged"). */
export type QueryMeta = { logError?: string };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

export const queryConfig = {
  queries: {
    // A failed call is shown (or logged) at once, as the pages always did: no hidden retries, no refetch when the
    // window regains focus or the network comes back.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Requests go out even when the browser says it is offline: a failure shows, rather than a paused spinner.
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
} satisfies DefaultOptions;

/** The app's client (one per page load, made in main.tsx); tests make one per test. */
export function createQueryClient(config: Omit<QueryClientConfig, 'queryCache'> = {}): QueryClient {
  return new QueryClient({
    ...config,
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.logError) console.error(query.meta.logError, error);
      },
    }),
    defaultOptions: {
      queries: { ...queryConfig.queries, ...config.defaultOptions?.queries },
      mutations: { ...queryConfig.mutations, ...config.defaultOptions?.mutations },
    },
  });
}

// Types of the optional per-hook settings (as in bulletproof-react).

/** Extra query settings a hook accepts (everything but the key and the request); T is the query options factory. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Partial<Omit<ReturnType<T>, 'queryKey' | 'queryFn'>>;

/** Extra mutation settings a hook accepts (callbacks, mostly). */
export type MutationConfig<T extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<T>>, Error, Parameters<T>[0]>,
  'mutationFn'
>;
