import { PaperFeedbackFamilySchema, type PaperFeedbackFamily } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';
import { PAPER_FEEDBACK_KEY } from './get-paper-feedback';

/** The consent as the API answers it (consent, retention). */
export const PaperConsentSchema = PaperFeedbackFamilySchema.shape.consent;
export type PaperConsent = PaperFeedbackFamily['consent'];

/** GET /api/paper-feedback → the signed-in family's consent and every photo and voice note of its children, newest first. */
export function getFamilyPaper(): Promise<PaperFeedbackFamily> {
  return requestJson('/api/paper-feedback', PaperFeedbackFamilySchema, { cache: 'no-store' });
}

export function familyPaperQueryOptions() {
  return queryOptions({ queryKey: [...PAPER_FEEDBACK_KEY, 'family'], queryFn: getFamilyPaper });
}

export function useFamilyPaper({ queryConfig }: { queryConfig?: QueryConfig<typeof familyPaperQueryOptions> } = {}) {
  return useQuery({ ...familyPaperQueryOptions(), ...queryConfig });
}
