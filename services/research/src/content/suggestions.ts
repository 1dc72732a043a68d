import { KID_ENTRIES, kidMatcher } from './index';
import { normalizeText } from './normalize';
import type { KidEntry } from './types';

/** A word's simple stem for interest matching: "dinosaurs" → "dinosaur", "volcanoes" → "volcano". */
const stem = (word: string) => word.replace(/(es|s)$/, '');

/** Whether an entry is about an interest: every word of the interest is a word of its question, title or module. */
function isAbout(entry: KidEntry, interest: string): boolean {
  const words = normalizeText(interest).split(' ').filter((word) => word.length > 2).map(stem);
  if (!words.length) return false;
  const own = new Set(normalizeText(`${entry.question} ${entry.title} ${entry.module}`).split(' ').map(stem));
  return words.every((word) => own.has(word));
}

/**
 * Up to `limit` library questions that fit a child's interests (issue 11: "three suggested next questions from the
 * child's interests"), taking turns between interests so that each gets a say; none that are not about one of them.
 */
export function questionsForInterests(interests: readonly string[], limit: number, exclude: ReadonlySet<string> = new Set()): string[] {
  const perInterest = interests.map((interest) => {
    const matched = kidMatcher.match(interest)?.entry;
    const about = KID_ENTRIES.filter((entry) => isAbout(entry, interest));
    return [...new Set([...(matched ? [matched] : []), ...about])].filter((entry) => !exclude.has(entry.question));
  });
  const picked: string[] = [];
  for (let round = 0; picked.length < limit && perInterest.some((list) => list.length > round); round += 1) {
    for (const list of perInterest) {
      const entry = list[round];
      if (entry && !picked.includes(entry.question) && picked.length < limit) picked.push(entry.question);
    }
  }
  return picked;
}
