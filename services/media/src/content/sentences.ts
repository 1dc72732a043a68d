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
 * The same thing said in other words, as one stem: a page's "hardens" is a fact's "hard", a page's baby teeth that
 * "fall out" are a fact's teeth that puppies "lose". Kept to forms whose meaning never changes with the topic.
 * A Map: it is looked up with the words of a family's topic, and an object would answer "constructor" with a function.
 */
const SAME_MEANING = new Map<string, string>(Object.entries({
  // Adjectives made verbs with -en ("As lava cools, it hardens" says "it turns hard").
  harden: 'hard', soften: 'soft', darken: 'dark', brighten: 'bright', deepen: 'deep', sharpen: 'sharp', thicken: 'thick',
  flatten: 'flat', shorten: 'short', tighten: 'tight', weaken: 'weak', widen: 'wid',
  // Irregular past tenses of the words our facts use.
  began: 'begin', grew: 'grow', lost: 'los', fell: 'fall',
}));
/** Phrases that are one word's meaning ("the teeth fall out" = "lose the teeth"). */
const SAME_MEANING_PHRASES: [RegExp, string][] = [[/\b(?:fall|falls|fell|fallen|falling) out\b/giu, 'lose']];

/**
 * Words that say which thing a fact is about without saying anything about it: "one kind of dinosaur" is
 * "Triceratops" on the page. Left out, with the topic's own words, when a fact is compared with the page.
 */
const KIND_WORDS = ['kind', 'kinds', 'type', 'types', 'sort', 'sorts'];

/** Content words for the repeat check: same-meaning forms made one, and the ignored words left out. */
function meaningWords(text: string, ignored: Set<string>): Set<string> {
  const plain = SAME_MEANING_PHRASES.reduce((value, [pattern, word]) => value.replace(pattern, word), text);
  return new Set([...contentWords(plain)].map((word) => SAME_MEANING.get(word) ?? word).filter((word) => !ignored.has(word)));
}

function repeats(factWords: Set<string>, sentences: Set<string>[]): boolean {
  if (factWords.size === 0) return false;
  return sentences.some((sentenceWords, index) => {
    const common = shared(factWords, sentenceWords);
    if (common / factWords.size >= 0.6 || (sentenceWords.size >= 2 && common / sentenceWords.size >= 0.8)) return true;
    const next = sentences[index + 1];
    if (next === undefined) return false;
    const inBoth = shared(factWords, new Set([...sentenceWords, ...next]));
    return inBoth / factWords.size >= 0.75 || (inBoth >= 3 && inBoth / factWords.size >= 2 / 3);
  });
}

/**
 * True when the fact says again what the text says: most of the fact's content words (60 %) are in one sentence of
 * the text, or three quarters (two thirds when that is three words or more) in two sentences side by side, or a
 * sentence of the text is almost wholly inside the fact.
 * Words in another form that mean the same ("hardens", "hard") count as one. The check is made twice: on all the
 * words, and without the topic's own words (`topic`: the book's topic and its other names, which every fact of the
 * book shares) and the words that only name a kind ("one kind of dinosaur" is the page's "Triceratops"); a fact left
 * with fewer than two words after that is judged by the first check alone.
 */
export function restates(fact: string, text: string, topic = ''): boolean {
  const sentences = sentencesIn(text);
  if (repeats(meaningWords(fact, new Set()), sentences.map((sentence) => meaningWords(sentence, new Set())))) return true;
  const ignored = new Set([...contentWords(`${topic} ${KIND_WORDS.join(' ')}`)].map((word) => SAME_MEANING.get(word) ?? word));
  const factWords = meaningWords(fact, ignored);
  return factWords.size >= 2 && repeats(factWords, sentences.map((sentence) => meaningWords(sentence, ignored)));
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
