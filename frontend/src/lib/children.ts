import { ChildListSchema, type ChildProfile } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from './http';
import type { QueryConfig } from './react-query';

/**
 * The signed-in family's child profiles (issue 11), read by several features: the account page edits them, the ask
 * page asks as one of them, the lesson page records quiz answers for its child, the review and report pages name
 * them. One query (one cache entry) for all of them, as bulletproof-react keeps shared server state in lib/.
 */

/** GET /api/children → { children } (401 signed out). */
export async function getChildren(): Promise<ChildProfile[]> {
  return (await requestJson('/api/children', ChildListSchema, { cache: 'no-store' })).children;
}

export function childrenQueryOptions() {
  return queryOptions({ queryKey: ['children'], queryFn: getChildren });
}

export function useChildren({ queryConfig }: { queryConfig?: QueryConfig<typeof childrenQueryOptions> } = {}) {
  return useQuery({ ...childrenQueryOptions(), ...queryConfig });
}

/** How a child is named on the page (shared with the report's PDF and email). */
export { childName } from '@wonderkin/shared';
