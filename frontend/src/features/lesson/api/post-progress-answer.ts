import { ProgressAnswerResultSchema, type ProgressAnswerRequest, type ProgressAnswerResult } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * POST /api/progress/answers { childId, hashId, questionIndex, optionIndex } → { correct, correctIndex, recorded }:
 * a quiz answer of the family's child, judged on the server from the stored lesson (the first answer per question counts).
 */
export function postProgressAnswer(answer: ProgressAnswerRequest): Promise<ProgressAnswerResult> {
  return requestJson('/api/progress/answers', ProgressAnswerResultSchema, jsonInit('POST', answer));
}

export function usePostProgressAnswer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postProgressAnswer> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: postProgressAnswer });
}
