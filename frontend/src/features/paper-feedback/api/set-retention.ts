import type { RetentionMonths } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { familyPaperQueryOptions, PaperConsentSchema, type PaperConsent } from './get-family-paper';
import { PAPER_FEEDBACK_KEY } from './get-paper-feedback';

/** PUT /api/paper-feedback/retention { retentionMonths } → the consent; every item's deletion date moves with it. */
export function setRetention(retentionMonths: RetentionMonths): Promise<PaperConsent> {
  return requestJson('/api/paper-feedback/retention', PaperConsentSchema, jsonInit('PUT', { retentionMonths }));
}

export function useSetRetention({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setRetention> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: setRetention,
    onSuccess: (consent, ...rest) => {
      queryClient.setQueryData(familyPaperQueryOptions().queryKey, (family) => family && { ...family, consent });
      // The dates of deletion changed on the server: read them again.
      void queryClient.invalidateQueries({ queryKey: PAPER_FEEDBACK_KEY });
      return mutationConfig?.onSuccess?.(consent, ...rest);
    },
  });
}
