import { ProgressAnswerResultSchema, type ProgressAnswerResult, type StudentAnswerRequest } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { myWorkQueryOptions } from './get-my-work';

/**
 * POST /api/class-work/answers { assignmentId, questionIndex, optionIndex } → { correct, correctIndex, recorded }: a
 * student's answer, judged on the server from the stored lesson (the first answer per question counts).
 */
export function postAnswer(input: StudentAnswerRequest): Promise<ProgressAnswerResult> {
  return requestJson('/api/class-work/answers', ProgressAnswerResultSchema, jsonInit('POST', input));
}

export function usePostAnswer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postAnswer> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: postAnswer,
    onSuccess: (result, ...rest) => {
      // The work cards' "x of y answered".
      void queryClient.invalidateQueries({ queryKey: myWorkQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(result, ...rest);
    },
  });
}
