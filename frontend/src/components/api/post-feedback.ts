import { useMutation } from '@tanstack/react-query';
import { postFeedback } from '../../lib/api';
import type { MutationConfig } from '../../lib/react-query';

/** POST /api/feedback { hashId, rating, feedback }. */
export function usePostFeedback({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postFeedback> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: postFeedback });
}
