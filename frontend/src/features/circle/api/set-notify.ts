import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { sharedQueryOptions } from './get-shared';

const NotifyAnswerSchema = z.object({ notifyAssignments: z.boolean() });

export interface NotifyChoice {
  grantId: string;
  notifyAssignments: boolean;
}

/** PUT /api/circle/shared/:grantId/notify { notifyAssignments } → the choice: an email for each new assignment, or none. */
export async function setNotify({ grantId, notifyAssignments }: NotifyChoice): Promise<boolean> {
  const answer = await requestJson(`/api/circle/shared/${encodeURIComponent(grantId)}/notify`, NotifyAnswerSchema, jsonInit('PUT', { notifyAssignments }));
  return answer.notifyAssignments;
}

export function useSetNotify({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setNotify> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: setNotify,
    onSuccess: (notifyAssignments, choice, ...rest) => {
      // The choice belongs to the grant: every child it shares shows it.
      queryClient.setQueryData(sharedQueryOptions().queryKey, (children) =>
        children?.map((child) => (child.grantId === choice.grantId ? { ...child, notifyAssignments } : child)));
      return mutationConfig?.onSuccess?.(notifyAssignments, choice, ...rest);
    },
  });
}
