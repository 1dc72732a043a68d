/**
 * Rests a provider that is unreachable or out of quota, so that the lessons after the first do not each wait for the
 * same failure: on a machine with no internet only one lesson per rest period tries (and fails fast), the others skip
 * the provider at once and complete in the usual time.
 */
export interface Breaker {
  resting(name: string): boolean;
  rest(name: string): void;
}

export const PROVIDER_REST_MS = 60_000;

export function createBreaker(restMs = PROVIDER_REST_MS, now: () => number = Date.now): Breaker {
  const until = new Map<string, number>();
  return {
    resting: (name) => (until.get(name) ?? 0) > now(),
    rest: (name) => { until.set(name, now() + restMs); },
  };
}
