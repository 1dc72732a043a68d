import { useMutation } from '@tanstack/react-query';
import { register } from './api';
import type { MutationConfig } from './react-query';

/**
 * POST /api/register { email } → { userId }: sign-in and registration are one call, used by the login page and the
 * ask page's save-your-reports dialog (here, not in either feature, as bulletproof-react keeps its lib/auth).
 */
export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
