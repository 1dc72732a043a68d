import { SharedChildListSchema, type SharedChild } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/circle/shared → { children }: the children families shared with the signed-in person (401 signed out). */
export async function getShared(): Promise<SharedChild[]> {
  return (await requestJson('/api/circle/shared', SharedChildListSchema, { cache: 'no-store' })).children;
}

export function sharedQueryOptions() {
  return queryOptions({ queryKey: ['circle', 'shared'], queryFn: getShared });
}

export function useShared({ queryConfig }: { queryConfig?: QueryConfig<typeof sharedQueryOptions> } = {}) {
  return useQuery({ ...sharedQueryOptions(), ...queryConfig });
}
