import { questionWords, stem } from '../content/normalize';
import { isNonTopic } from '../content/match-words';

/**
 * The few topic words providers search for: "Why Is the Sky Blue?" → "sky blue", "My toddler bites other kids at
 * daycare" → "bites". Question frames, who-is-asking words and fillers say nothing a search engine can use.
 */
const MAX_TERMS = 5;

export function searchTerms(...texts: string[]): string {
  for (const source of texts) {
    const words = questionWords(source).filter((word) => word.length > 1 && !isNonTopic(stem(word)));
    const unique = [...new Set(words)].slice(0, MAX_TERMS);
    if (unique.length > 0) return unique.join(' ');
  }
  return '';
}
