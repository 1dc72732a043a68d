import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/logout: ends the server session; whatever the page knew about the account is forgotten with it. */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: logout,
    onSettled: (...args) => {
      queryClient.clear();
      return mutationConfig?.onSettled?.(...args);
    },
  });
}
