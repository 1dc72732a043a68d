import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { familyPaperQueryOptions } from './get-family-paper';
import { PAPER_FEEDBACK_KEY } from './get-paper-feedback';

/** DELETE /api/paper-feedback/consent → 204: consent withdrawn, every photo and voice note of the family deleted. */
export async function withdrawConsent(): Promise<void> {
  await send('/api/paper-feedback/consent', { method: 'DELETE' });
}

export function useWithdrawConsent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof withdrawConsent> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: withdrawConsent,
    onSuccess: (...args) => {
      queryClient.setQueryData(familyPaperQueryOptions().queryKey, (family) => family && { consent: { given: false, retentionMonths: family.consent.retentionMonths }, items: [] });
      void queryClient.invalidateQueries({ queryKey: PAPER_FEEDBACK_KEY });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
