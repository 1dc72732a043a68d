import { ChildProfileSchema, type ChildInput, type ChildProfile } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childrenQueryOptions } from '../../../lib/children';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/children ChildInput → 201 the new profile (400 with the catalogue's words, 409 past 8 children). */
export function createChild(input: ChildInput): Promise<ChildProfile> {
  return requestJson('/api/children', ChildProfileSchema, jsonInit('POST', input));
}

export function useCreateChild({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createChild> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createChild,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
