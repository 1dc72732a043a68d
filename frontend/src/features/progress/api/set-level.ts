import { LevelListSchema, type DifficultyLevel, type ModuleLevelView } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { levelsQueryOptions } from './get-levels';

export interface LevelChoice {
  childId: string;
  module: string;
  /** null: the answers decide again. */
  level: DifficultyLevel | null;
}

/** PUT /api/progress/:childId/levels { module, level | null } → every module's level after the change. */
export async function setLevel({ childId, module, level }: LevelChoice): Promise<ModuleLevelView[]> {
  return (await requestJson(`/api/progress/${encodeURIComponent(childId)}/levels`, LevelListSchema, jsonInit('PUT', { module, level }))).levels;
}

export function useSetLevel({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setLevel> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: setLevel,
    onSuccess: (levels, choice, ...rest) => {
      queryClient.setQueryData(levelsQueryOptions(choice.childId).queryKey, levels);
      return mutationConfig?.onSuccess?.(levels, choice, ...rest);
    },
  });
}
