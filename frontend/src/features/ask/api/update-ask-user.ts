import { useMutation } from '@tanstack/react-query';
import { updateAskUser } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/update-ask-user: moves an anonymous ask to the account just made. A failure only warns (spec §8). */
export function useUpdateAskUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateAskUser> } = {}) {
  return useMutation({
    onError: (error) => console.warn('Could not move the ask to the new account', error),
    ...mutationConfig,
    mutationFn: updateAskUser,
  });
}
