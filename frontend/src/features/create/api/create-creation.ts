import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCreation } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { upsertCreation } from './list-creations';

/** POST /api/creations: a new creation (processing), put at the top of the list. */
export function useCreateCreation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCreation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (creation, ...args) => {
      upsertCreation(queryClient, creation);
      return onSuccess?.(creation, ...args);
    },
    mutationFn: createCreation,
  });
}
