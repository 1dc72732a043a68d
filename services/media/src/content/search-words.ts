import { isBlockedWord } from './blocklist';

// Word-search words for a book about one topic (issue 19: the word search is about the topic asked): the topic's
// own word first, then the words its checked text uses most. The blocklist applies here and again in the grid.

/** Words too plain to hunt for in a grid, however often a text uses them. */
const PLAIN = new Set(
  ('about above after again along always another around because before being below between called cannot could ' +
    'different during every first found going great having helps inside little makes might never other others ' +
    'people place really right round should small something sometimes still their there these thing things those ' +
    'three through together under until using where which while whole would years young your yours').split(' '),
);

const lettersOf = (word: string) => word.toUpperCase().replace(/[^A-Z]/g, '');
const fits = (word: string) => word.length >= 3 && word.length <= 10 && !isBlockedWord(word);

/** The words of a text, lower case, letters only, counted. */
function counted(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of texts.join(' ').toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []) {
    if (!/^[a-z]+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/**
 * Up to `count` words, upper case: the topic's words and the given ones (glossary terms, a pack's own words) first,
 * then words of five letters or more the text uses at least twice, most used first. None blocked, 3-10 letters.
 */
export function searchWordsFor(topic: string, preferred: readonly string[], texts: readonly string[], count: number): string[] {
  const chosen: string[] = [];
  const add = (word: string) => {
    const letters = lettersOf(word);
    // One form of a word only: SHARK inside SHARKS would be found twice in one place.
    const overlaps = chosen.some((other) => other.includes(letters) || letters.includes(other));
    if (fits(letters) && !overlaps && chosen.length < count) chosen.push(letters);
  };
  for (const word of topic.split(/\s+/)) add(word);
  for (const word of preferred) if (!/\s/.test(word.trim())) add(word);
  const often = [...counted(texts)]
    .filter(([word, times]) => times >= 2 && word.length >= 5 && !PLAIN.has(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [word] of often) add(word);
  return chosen;
}
