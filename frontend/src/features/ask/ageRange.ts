import { AGE_RANGE_COOKIE, AGE_RANGES, DEFAULT_AGE_RANGE, type AgeRange } from '@wonderkin/shared';
import { getCookie, setCookie } from '../../lib/cookies';

export function isAgeRange(value: unknown): value is AgeRange {
  return typeof value === 'string' && (AGE_RANGES as readonly string[]).includes(value);
}

/** The remembered age range; a missing or invalid cookie gives 6-8 (spec §5). */
export function readAgeRange(): AgeRange {
  const value = getCookie(AGE_RANGE_COOKIE);
  return isAgeRange(value) ? value : DEFAULT_AGE_RANGE;
}

export function saveAgeRange(value: AgeRange): void {
  setCookie(AGE_RANGE_COOKIE, value);
}
