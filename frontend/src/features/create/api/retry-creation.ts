import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryCreation } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { upsertCreation } from './list-creations';

/** POST /api/creations/:id/retry: a failed creation starts again (processing) where it stands in the list. */
export function useRetryCreation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof retryCreation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (creation, ...args) => {
      upsertCreation(queryClient, creation);
      return onSuccess?.(creation, ...args);
    },
    mutationFn: retryCreation,
  });
}
