import type { PaperFeedbackItem } from '@wonderkin/shared';

// Photos and voice notes (issue 22 §3) in words: dates, who added them, how long they are kept, what was read.

/** "3 Dec" (with the year when it is not this year), in the browser's time zone. */
export function shortDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const withYear = date.getFullYear() !== now.getFullYear();
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
}

/** "4 Jun 2027": a day of deletion, always with its year. */
export function fullDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "1 month", "12 months". */
export function monthsWords(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** Who added it, inside a sentence: the server's "You" and "The family" read as "you" and "the family". */
export function addedByWords(addedBy: string): string {
  return addedBy === 'You' || addedBy === 'The family' ? addedBy.toLowerCase() : addedBy;
}

/** "0:07": seconds as minutes and seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "12 seconds", "1 second". */
export function secondsWords(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  return whole === 1 ? '1 second' : `${whole} seconds`;
}

/** "Maya's" or, with no name, "your child's" (the family) / "the child's" (someone helping). */
export function childsWords(childName: string | undefined, isParent: boolean): string {
  if (childName) return `${childName}'s`;
  return isParent ? "your child's" : "the child's";
}

/** What the item is, for its picture's alt text, its player's name and its delete button: "photo of the finished page, added 4 Dec by you". */
export function itemWords(item: Pick<PaperFeedbackItem, 'kind' | 'createdAt' | 'addedBy'>, now?: Date): string {
  const what = item.kind === 'photo' ? 'photo of the finished page' : 'voice note';
  return `${what}, added ${shortDay(item.createdAt, now)} by ${addedByWords(item.addedBy)}`;
}

/** The sentence with a capital letter. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
