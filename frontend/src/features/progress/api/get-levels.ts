import { LevelListSchema, type ModuleLevelView } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /api/progress/:childId/levels → each module's level, why, and whether the parent chose it. */
export async function getLevels(childId: string): Promise<ModuleLevelView[]> {
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/levels`, LevelListSchema, { cache: 'no-store' })).levels;
}

export function levelsQueryOptions(childId: string) {
  return queryOptions({ queryKey: ['progress', childId, 'levels'], queryFn: () => getLevels(childId) });
}

export function useLevels({ childId, queryConfig }: { childId: string; queryConfig?: QueryConfig<typeof levelsQueryOptions> }) {
  return useQuery({ ...levelsQueryOptions(childId), ...queryConfig });
}
