import type { RetentionMonths } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { familyPaperQueryOptions, PaperConsentSchema, type PaperConsent } from './get-family-paper';
import { paperFeedbackQueryOptions } from './get-paper-feedback';

export interface ConsentChoice {
  creationId: string;
  retentionMonths: RetentionMonths;
}

/** POST /api/paper-feedback/:creationId/consent { consent: true, retentionMonths } → the consent (the parent only: 403 in words for others). */
export function giveConsent({ creationId, retentionMonths }: ConsentChoice): Promise<PaperConsent> {
  return requestJson(`/api/paper-feedback/${encodeURIComponent(creationId)}/consent`, PaperConsentSchema, jsonInit('POST', { consent: true, retentionMonths }));
}

export function useGiveConsent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof giveConsent> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: giveConsent,
    onSuccess: (consent, choice, ...rest) => {
      // Only the parent consents, and the parent may always add once the family has consented.
      queryClient.setQueryData(paperFeedbackQueryOptions(choice.creationId).queryKey, (state) => state && { ...state, consent, canAdd: true });
      void queryClient.invalidateQueries({ queryKey: familyPaperQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(consent, choice, ...rest);
    },
  });
}
