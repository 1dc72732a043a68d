import { SubscribeAnswerSchema, type SubscribeAnswer, type SubscribeRequest } from '@wonderkin/shared';
import { useMutation } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';
import { postJson, requestJson } from './http';

/** POST /api/subscribe { email, childAge?, timezone? } → { id, message } (the same for any email); week 1 is emailed to a new subscriber. */
export function subscribe(body: SubscribeRequest): Promise<SubscribeAnswer> {
  return requestJson('/api/subscribe', SubscribeAnswerSchema, postJson(body));
}

export function useSubscribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof subscribe> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: subscribe });
}
