import {
  ContactAnswerSchema, PhoneAnswerSchema, PhoneCodeAnswerSchema, type ContactAnswer, type PhoneAnswer, type PhoneCodeAnswer,
} from '@wonderkin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { jsonInit, requestJson } from './http';
import type { QueryConfig } from './react-query';

/**
 * Where "your creation is ready" goes (issue 18): the signed-in account's email and its verified phone. The create page
 * offers only what is there; the account page verifies a phone with a texted code. Shared server state, so in lib/.
 */

/** GET /api/account/contact; null when signed out (401), so a page can say "sign in" instead of failing. */
export async function getContact(): Promise<ContactAnswer | null> {
  try {
    return await requestJson('/api/account/contact', ContactAnswerSchema, { cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const contactQueryOptions = () => queryOptions({ queryKey: ['contact'], queryFn: getContact });

export function useContact({ queryConfig }: { queryConfig?: QueryConfig<typeof contactQueryOptions> } = {}) {
  return useQuery({ ...contactQueryOptions(), ...queryConfig });
}

/** POST /api/account/phone/code { phone } → 202: a 6-digit code is texted to that number. */
export const sendPhoneCode = (phone: string): Promise<PhoneCodeAnswer> =>
  requestJson('/api/account/phone/code', PhoneCodeAnswerSchema, jsonInit('POST', { phone }));
/** POST /api/account/phone/verify { code }: the number becomes the account's phone. */
export const verifyPhoneCode = (code: string): Promise<PhoneAnswer> =>
  requestJson('/api/account/phone/verify', PhoneAnswerSchema, jsonInit('POST', { code }));
/** DELETE /api/account/phone: no more texts. */
export const removePhone = (): Promise<PhoneAnswer> => requestJson('/api/account/phone', PhoneAnswerSchema, { method: 'DELETE' });

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Verifying or removing the phone changes the contact every page reads. */
export function usePhoneChange<T>(change: (value: T) => Promise<PhoneAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact'] }) });
}
