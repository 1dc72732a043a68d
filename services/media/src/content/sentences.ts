/**
 * Small text measures for the composer: which sentences a text has, which content words they carry, and whether a
 * fact only says again what a text already says (so a "true fact" never repeats the page or is read twice aloud).
 */

const STOP_WORDS = new Set(
  (
    'the and for are but not you your yours all any can had has have her hers him his how its our ours out she they them their ' +
    'theirs this that these those there then than with from into onto over under about after before when what where which ' +
    'who whom why will would could should may might must also very just like some many much more most such been being was ' +
    'were is it a an of to in on at by as or if so do does did one two three called call named make makes made get gets got ' +
    'way ways even ever every each other another same own too only still yet here now well back down up off lot lots once ' +
    'because while until through around across along again both few almost soon something someone thing things really ' +
    'help helps helped keep keeps know knows look looks find finds want wants need needs use uses used take takes ' +
    'give gives come comes good great little'
  ).split(' '),
);

/** Sentences, split after . ! ? (and a closing quote or bracket). */
export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** A crude stem so "volcanoes"/"volcano", "melted"/"melt", "islands"/"island" meet. */
export function stem(word: string): string {
  let value = word.toLowerCase().replace(/['’]s$/, '');
  if (value.length > 4 && value.endsWith('ies')) value = `${value.slice(0, -3)}y`;
  else if (value.length > 3 && value.endsWith('s') && !value.endsWith('ss')) value = value.slice(0, -1);
  if (value.length > 5 && value.endsWith('ing')) value = value.slice(0, -3);
  else if (value.length > 4 && value.endsWith('ed')) value = value.slice(0, -2);
  if (value.length > 3 && value.endsWith('e')) value = value.slice(0, -1);
  return value;
}

/** The stems of a text's content words (three letters or more, not function words); numbers count as words. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’,]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  return new Set(words.map((word) => word.replace(/,/g, '')).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map(stem));
}

function shared(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}

/**
 * True when the fact says again what the text says: most of the fact's content words (60 %) are in one sentence of
 * the text, or 75 % in two sentences side by side, or a sentence of the text is almost wholly inside the fact.
 */
export function restates(fact: string, text: string): boolean {
  const factWords = contentWords(fact);
  if (factWords.size === 0) return false;
  const sentences = sentencesIn(text).map(contentWords);
  return sentences.some((sentenceWords, index) => {
    const common = shared(factWords, sentenceWords);
    if (common / factWords.size >= 0.6 || (sentenceWords.size >= 2 && common / sentenceWords.size >= 0.8)) return true;
    const next = sentences[index + 1];
    return next !== undefined && shared(factWords, new Set([...sentenceWords, ...next])) / factWords.size >= 0.75;
  });
}

/**
 * How many content words a fact shares with a text, leaving out the words of `ignoring` (the book's topic, which every
 * fact of the book shares): 0 means the fact is not about what the text is about.
 */
export function relatedness(fact: string, text: string, ignoring = ''): number {
  const ignored = contentWords(ignoring);
  const textWords = contentWords(text);
  let count = 0;
  // Short words ("age", "dog") say little about what a page is about: only stems of four letters or more count.
  for (const word of contentWords(fact)) if (word.length >= 4 && textWords.has(word) && !ignored.has(word)) count += 1;
  return count;
}

/** The text without a sentence that repeats an earlier one (same words, ignoring case and punctuation). */
export function withoutRepeatedSentences(text: string, alreadySaid: Set<string> = new Set()): string {
  const kept: string[] = [];
  for (const sentence of sentencesIn(text)) {
    const key = sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    // Short calls ("Wow!", "The end.") may come back; a sentence of four words or more is said once.
    if (key.split(' ').length >= 4 && alreadySaid.has(key)) continue;
    alreadySaid.add(key);
    kept.push(sentence);
  }
  return kept.join(' ');
}
