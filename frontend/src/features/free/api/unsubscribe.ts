import { UnsubscribeAnswerSchema } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MutationConfig } from '../../../lib/react-query';
import { requestJson } from './http';

export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;

/** POST /api/unsubscribe?token= → { unsubscribed: true, message } (the same call as a mail client's one-click). */
export function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return requestJson(`/api/unsubscribe?${new URLSearchParams({ token })}`, UnsubscribeAnswerSchema, { method: 'POST' });
}

export function useUnsubscribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unsubscribe> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: unsubscribe });
}
