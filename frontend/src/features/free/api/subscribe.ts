import { SubscribeAnswerSchema, type SubscribeAnswer, type SubscribeRequest } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';
import { postJson, requestJson } from './http';

/** POST /api/subscribe { email, childAge?, timezone? } → { id, alreadySubscribed, message }; week 1 is emailed at once. */
export function subscribe(body: SubscribeRequest): Promise<SubscribeAnswer> {
  return requestJson('/api/subscribe', SubscribeAnswerSchema, postJson(body));
}

export function useSubscribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof subscribe> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: subscribe });
}
