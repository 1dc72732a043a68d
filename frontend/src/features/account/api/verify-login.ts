import { useMutation } from '@tanstack/react-query';
import { verifyLogin } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/login/verify { token }: the emailed sign-in link, opened at /login?token=…, signs this browser in on a click. */
export function useVerifyLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyLogin> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyLogin });
}
