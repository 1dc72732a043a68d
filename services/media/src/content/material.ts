import type { QuizQuestion, TopicPack } from './pack/types';

/**
 * Checked text about one topic, as one age band reads it: what an offline book about that topic may state as true
 * (issue 19: "a creation's story, pages, facts, word search and pictures are about the topic asked"). It comes from
 * the part of a pack about the topic (pack-focus.ts) or from the lesson library's entry (library-material.ts);
 * topic-book.ts turns it into a book. Every passage, fact, word meaning and quiz question is the source's own text.
 */
export interface TopicMaterial {
  /** The topic as the story names it ("sharks"). */
  topic: string;
  /** Checked passages in reading order; the first opens the story. `scene`: the picture that fits it, if one does. */
  passages: { heading: string; text: string; funFact?: string; scene?: string }[];
  /** The facts page, and the facts the story weaves in. */
  facts: string[];
  /** What to remember, read on the last page. */
  recap: string[];
  glossary: { word: string; meaning: string }[];
  /** A pack's own word-search words about the topic, preferred in the grid (search-words.ts adds the text's). */
  words: string[];
  quiz: QuizQuestion[];
  /** The pack whose counting pictures, picture pairs and tracing words the activities borrow. */
  base: TopicPack;
  /** The picture for pages without a scene of their own (a picture of the topic when we have one). */
  scene: string;
  palette: string;
  /** Said to the family beside the creation: where the facts come from, and what is general. */
  note: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a typed word may take in a text: "whales" → whale…, "cookies" → cooky/cookie…, "octopuses" → octopus… */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`, word.slice(0, -1));
  else if (word.endsWith('es')) forms.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms.filter((form) => form.length >= 3 || form === word);
}

/**
 * A pattern finding a topic in a text: every word of it (three letters or more), each in any of its forms ("sea
 * turtles" finds "A sea turtle glides by"; "T-rex" finds "T. rex"). Undefined for a topic with no such word.
 */
export function topicPattern(topic: string): RegExp | undefined {
  const words = topic.toLocaleLowerCase().split(/[\s.-]+/).filter((word) => /^\p{L}{3,}$/u.test(word));
  if (!words.length) return undefined;
  const parts = words.map((word) => `(?=[\\s\\S]*\\b(?:${singulars(word).map(escape).join('|')})\\p{L}*)`);
  return new RegExp(`^${parts.join('')}`, 'iu');
}

/** True when the text names the topic (every word of it, in some form). */
export function namesTopic(text: string, pattern: RegExp | undefined): boolean {
  return pattern ? pattern.test(text) : false;
}

/**
 * The topic as a story says it mid-sentence, word by word: lower case where the checked text writes the word so
 * ("Sharks" typed, "a shark has…" → "sharks"), as typed where the text capitalises it mid-sentence (a name: "The Moon"
 * → "the Moon") or never uses it.
 */
export function storyForm(typed: string, texts: readonly string[]): string {
  return typed.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLocaleLowerCase();
    if (lower === word || word.length < 3) return word;
    const found = new RegExp(`(^|[.!?]["”’)]?\\s+|.)(${singulars(lower).map(escape).join('|')})(?!\\p{L})`, 'giu');
    let seen = false;
    for (const text of texts) {
      for (const match of text.matchAll(found)) {
        const startsSentence = match[1] === '' || /[.!?]/.test(match[1]);
        if (!startsSentence && match[2].charAt(0) !== match[2].charAt(0).toLocaleLowerCase()) return word;
        seen = true;
      }
    }
    return seen ? lower : word;
  });
}
