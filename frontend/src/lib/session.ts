import { MeAnswerSchema, type MeAnswer } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from './config';
import { getCookie } from './cookies';
import { requestJson } from './http';

/** GET /api/me → { signedIn, userId?, email?, isPaid? }: who the server session says is signed in. */
export function getMe(): Promise<MeAnswer> {
  return requestJson('/api/me', MeAnswerSchema, { cache: 'no-store' });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

/**
 * Whether a parent is signed in, for what the page offers (the header's account link or Sign Up, the save dialog).
 * The server session decides; the user-id cookie is only the hint that makes asking worth it, and what shows until
 * the server answers (or when it cannot). Without the hint nobody is signed in: it is written on every sign-in and
 * removed on sign-out, so a logged-out page never waits on the server to stop offering the account.
 */
/** The signed-in parent's email once the server has said it (undefined signed out or until then): forms offer it. */
export function useSignedInEmail(): string | undefined {
  const hint = Boolean(getCookie(config.userIdCookie));
  const me = useQuery({ ...meQueryOptions(), enabled: hint });
  return hint && me.data?.signedIn ? me.data.email : undefined;
}

export function useSignedIn(): boolean {
  const hint = Boolean(getCookie(config.userIdCookie));
  const me = useQuery({ ...meQueryOptions(), enabled: hint });
  if (!hint) return false;
  return me.data ? me.data.signedIn : true;
}
