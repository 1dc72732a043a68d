import { QUESTION_COUNT_COOKIE } from '@wonderkin/shared';
import { getCookie, setCookie } from '../../lib/cookies';

/** Questions this browser has asked anonymously (question-count cookie; anything unreadable counts as 0). */
export function readQuestionCount(): number {
  const value = Number.parseInt(getCookie(QUESTION_COUNT_COOKIE) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A question given back (its answer was free): the cookie goes down by one, never below 0. */
export function decrementQuestionCount(): number {
  const next = Math.max(0, readQuestionCount() - 1);
  setCookie(QUESTION_COUNT_COOKIE, String(next));
  return next;
}

/** One more anonymous question: the cookie goes up by one (path /, 365 days). Returns the new count. */
export function incrementQuestionCount(): number {
  const next = readQuestionCount() + 1;
  setCookie(QUESTION_COUNT_COOKIE, String(next));
  return next;
}
