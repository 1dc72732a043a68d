import type { FeedbackSummary, MeAnswer } from '@wonderkin/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { config } from '../lib/config';
import { getCookie } from '../lib/cookies';
import type { SharedQueries } from '../lib/shared-queries';

/*
 * The shared UI's server state on a prerendered page (lib/shared-queries): each address read once per page load with
 * a plain fetch. The answers are checked by hand for the fields used here rather than with the shared zod schemas,
 * which would more than double the page's JavaScript (README "Landing page"); the app checks them with the schemas.
 */

const reads = new Map<string, Promise<unknown>>();

function readJson(path: string): Promise<unknown> {
  let read = reads.get(path);
  if (!read) {
    read = fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`Request failed (${response.status}).`);
      return response.json() as Promise<unknown>;
    });
    reads.set(path, read);
  }
  return read;
}

/** The answer of GET `path` once read and accepted by `accept` (undefined before; a failure is logged as `failure`). */
function useJson<T>(path: string, enabled: boolean, accept: (body: unknown) => body is T, failure?: string): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    readJson(path).then(
      (body) => {
        if (!accept(body)) throw new Error('The server sent an unexpected answer.');
        if (live) setValue(body);
      },
    ).catch((error: unknown) => {
      if (failure) console.error(failure, error);
    });
    return () => {
      live = false;
    };
  }, [path, enabled, accept, failure]);
  return value;
}

const isRecord = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;

function isMeAnswer(body: unknown): body is MeAnswer {
  return isRecord(body) && typeof body.signedIn === 'boolean';
}

function isFeedbackSummary(body: unknown): body is FeedbackSummary {
  return (
    isRecord(body) &&
    typeof body.ratings === 'number' && Number.isInteger(body.ratings) && body.ratings >= 0 &&
    (body.average === null || (typeof body.average === 'number' && body.average >= 1 && body.average <= 5))
  );
}

const noSubscription = () => () => undefined;

/** lib/session's rule: the user-id cookie is the hint, the server session decides. Signed out while hydrating. */
function useSignedIn(): boolean {
  const hint = useSyncExternalStore(noSubscription, () => Boolean(getCookie(config.userIdCookie)), () => false);
  const me = useJson('/api/me', hint, isMeAnswer);
  if (!hint) return false;
  return me ? me.signedIn : true;
}

function useFeedbackSummary(): FeedbackSummary | undefined {
  return useJson('/api/feedback/summary', true, isFeedbackSummary, 'Failed to read the ratings summary');
}

export const prerenderQueries: SharedQueries = { useSignedIn, useFeedbackSummary };
