import { ReviewGradeResultSchema, type ReviewGrade } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';

export interface CardGrade {
  childId: string;
  cardId: string;
  grade: ReviewGrade;
}

/** POST /api/progress/:childId/review/:cardId { grade } → { cardId, due, state }: when FSRS shows the card again. */
export function gradeCard({ childId, cardId, grade }: CardGrade) {
  return requestJson(
    `/api/progress/${encodeURIComponent(childId)}/review/${encodeURIComponent(cardId)}`,
    ReviewGradeResultSchema,
    jsonInit('POST', { grade }),
  );
}

export function useGradeCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof gradeCard> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: gradeCard });
}
