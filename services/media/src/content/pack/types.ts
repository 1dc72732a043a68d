import type { AgeBand } from '@wonderkin/shared';
import type { Source } from '@wonderkin/shared/content';

/**
 * One topic of the offline creation content pack. Story text uses placeholders filled by the composer:
 * {hero} / {Hero} = the child's first name or "our explorer" / "Our explorer"; {hero's} / {Hero's} = possessive.
 * Every fact in a pack is true; the story around the facts is make-believe but never invents numbers, names or quotes.
 */
export interface PackPage {
  heading: string;
  /** Scene key for the illustration module. */
  scene: string;
  /** The page text for each age band: short and simple for 3-5, richer for 6-8, most detail and vocabulary for 9-10. */
  text: Record<AgeBand, string>;
}

export interface PackChapter {
  title: string;
  pages: PackPage[];
}

export interface QuizQuestion {
  question: string;
  options: string[];
  answerIndex: number;
}

export interface TopicPack {
  key: string;
  /** Display name, e.g. "Volcanoes". */
  name: string;
  /** Loose matcher for the topic a parent typed ("dinos", "T-rex", "dinosaur"). */
  match: RegExp;
  /**
   * Topics `match` finds that are only part of the pack's subject ("sharks" in Ocean, "T-rex" in Dinosaurs): a book on
   * one of them is about that part alone (content/pack-focus.ts), never the pack's general book (issue 19).
   */
  subtopics?: RegExp;
  /**
   * Other words that name the topic itself ("dog" for Puppies, "castle" for Princesses), besides its name: every fact
   * of the pack shares them, so the check that an inserted fact does not repeat the page compares the other words too.
   */
  topicWords?: string[];
  /** Main scene key and palette of the topic's illustrations. */
  scene: string;
  palette: string;
  chapters: PackChapter[];
  /** True facts, simplest first; 3-5 facts are for the youngest listeners. */
  facts: Record<AgeBand, string[]>;
  /** Topic words with kid-friendly meanings (used in the glossary and vocabulary activities). */
  vocabulary: { word: string; meaning: string }[];
  /** Imagination prompts woven into the story and activities when the focus is Creativity. */
  imagine: string[];
  /** Matching pairs per band (3-5 left items are simple picture words). */
  matching: Record<AgeBand, { left: string; right: string; icon?: string }[]>;
  /** Things to count: label and a small icon key (see illustrations/icons.ts). */
  counting: { label: string; icon: string }[];
  /** Picture words to trace (3-5). */
  tracing: string[];
  /** Word-search words (6-8 and 9-10; longer words for 9-10). */
  wordSearch: { '6-8': string[]; '9-10': string[] };
  quiz: { '6-8': QuizQuestion[]; '9-10': QuizQuestion[] };
  drawing: Record<AgeBand, string>;
  /**
   * Where every number, date, proper name and "research shows" of the pack's text comes from (CONTENT.md): each
   * source's claim names what it backs. Checked by test/books/sources.test.ts over every band's text.
   */
  sources: Source[];
}
