import { ChildProfileSchema, type ChildPatch, type ChildProfile } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childrenQueryOptions } from '../../../lib/children';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';

export interface ChildUpdate {
  childId: string;
  patch: ChildPatch;
}

/** PATCH /api/children/:childId ChildPatch → the changed profile (an empty first name or note removes it). */
export function updateChild({ childId, patch }: ChildUpdate): Promise<ChildProfile> {
  return requestJson(`/api/children/${encodeURIComponent(childId)}`, ChildProfileSchema, jsonInit('PATCH', patch));
}

export function useUpdateChild({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateChild> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateChild,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
