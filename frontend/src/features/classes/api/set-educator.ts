import { type MeAnswer } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { meQueryOptions } from '../../../lib/session';

const EducatorAnswerSchema = z.object({ educator: z.boolean() });

/** PUT /api/account/educator { educator } → { educator }; 409 in words when turning off with classes still open. */
export async function setEducator(educator: boolean): Promise<boolean> {
  return (await requestJson('/api/account/educator', EducatorAnswerSchema, jsonInit('PUT', { educator }))).educator;
}

export function useSetEducator({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setEducator> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: setEducator,
    onSuccess: (educator, ...rest) => {
      // /api/me carries `educator` only when it is on.
      queryClient.setQueryData(meQueryOptions().queryKey, (me: MeAnswer | undefined) => {
        if (!me) return me;
        const { educator: _was, ...others } = me;
        return educator ? { ...others, educator: true } : others;
      });
      return mutationConfig?.onSuccess?.(educator, ...rest);
    },
  });
}
