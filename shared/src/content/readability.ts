import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import type { AgeRange } from '../constants';
import type { Readability } from '../schemas/research';
import { READING_FORMULA, READING_TARGETS, type ReadingAudience } from './reading-targets';

// Reading level as CONTENT.md measures it: Flesch-Kincaid grade per band, and sentence length from 9-12 up.
// The formula (Kincaid et al., 1975) comes from the `flesch-kincaid` package; we only count: sentences and words
// here, syllables with `syllable` (same family of packages), numbers read aloud.

export * from './reading-targets';

/** The highest Flesch-Kincaid grade each band's text may score (the top of its target range). */
export const READING_GRADE_LIMITS: Record<AgeRange, number> = {
  '3-5': READING_TARGETS['3-5'].max, '6-8': READING_TARGETS['6-8'].max, '9-12': READING_TARGETS['9-12'].max, '13+': READING_TARGETS['13+'].max,
};
/** The longest average sentence (in words) allowed from 9-12 up; younger bands are held by their grade limit. */
export const MAX_WORDS_PER_SENTENCE = 20;

export interface ReadingStats {
  words: number;
  sentences: number;
  syllables: number;
  wordsPerSentence: number;
  grade: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Sentences: split after . ! ? (and a closing quote or bracket), also at line breaks and before list bullets. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

function syllablesOf(word: string): number {
  // A number is read aloud ("1,500" = one thousand five hundred): count it as a two-syllable word per digit group.
  if (/^\p{N}/u.test(word)) return Math.max(1, word.replace(/\D/g, '').length);
  return Math.max(1, syllable(word));
}

export function readingStats(text: string | string[]): ReadingStats {
  const texts = Array.isArray(text) ? text : [text];
  const sentences = texts.flatMap(sentencesOf);
  const words = sentences.flatMap(wordsOf);
  const syllables = words.reduce((sum, w) => sum + syllablesOf(w), 0);
  if (words.length === 0) return { words: 0, sentences: 0, syllables: 0, wordsPerSentence: 0, grade: 0 };
  const wordsPerSentence = words.length / sentences.length;
  const grade = fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables });
  return { words: words.length, sentences: sentences.length, syllables, wordsPerSentence, grade: Math.round(grade * 10) / 10 };
}

export type ReadingProblem = { grade: number; limit: number; wordsPerSentence: number; maxWordsPerSentence?: number };

/** Null when the text fits the band; otherwise its figures and the limits it broke. */
export function readingLevelProblem(text: string | string[], band: AgeRange): ReadingProblem | null {
  const stats = readingStats(text);
  const limit = READING_GRADE_LIMITS[band];
  const sentenceLimit = band === '9-12' || band === '13+' ? MAX_WORDS_PER_SENTENCE : undefined;
  const tooHard = stats.grade > limit;
  const tooLong = sentenceLimit !== undefined && stats.wordsPerSentence > sentenceLimit;
  if (!tooHard && !tooLong) return null;
  return { grade: stats.grade, limit, wordsPerSentence: Math.round(stats.wordsPerSentence * 10) / 10, maxWordsPerSentence: sentenceLimit };
}

/**
 * The measured reading level of a text for its reader: the grade (one decimal), the reader's target range and
 * whether the grade falls in it. Undefined for a text with no words (nothing to measure, nothing to show).
 */
export function measureReadability(text: string | string[], audience: ReadingAudience): Readability | undefined {
  const stats = readingStats(text);
  if (stats.words === 0) return undefined;
  const target = READING_TARGETS[audience];
  return { formula: READING_FORMULA, grade: stats.grade, target: { ...target }, fits: stats.grade >= target.min && stats.grade <= target.max };
}
