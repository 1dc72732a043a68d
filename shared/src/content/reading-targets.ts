import type { AgeRange } from '../constants';

// The Flesch-Kincaid grade range each reader's text should fall in (CONTENT.md "What each age band actually sees").
// The maximums are CONTENT.md's limits. The minimums say when a text talks down to its reader:
// - 3-5 has none: preschool text is read aloud to a child and cannot be too simple. Short one-syllable sentences
//   score below zero on the formula, so the floor is the lowest grade the formula can give (-3.4).
// - 6-8 from grade 0 (kindergarten): a six-year-old is in first grade, and text read with a grown-up may be a year below.
// - 9-12 from grade 3: ages 9-12 are grades 4-7; one grade below the youngest of them is still fine, further is babyish.
// - 13+ from grade 4: the teen text is the 9-12 text plus a deeper section, so it may sit at the low end of 9-12; below 4 reads as written for a young child.
// - Parent guides (whatever the child's age) are for a tired adult: plain language, grade 5 to 12. Public-health
//   writing guidance aims at grades 6-8; below 5 reads as talking down to a grown-up, above 12 as a textbook.

/** The formula's name as the badge and the stored figure show it. */
export const READING_FORMULA = 'Flesch-Kincaid grade';

/** The lowest grade Flesch-Kincaid can give (one-syllable words in one-word sentences): "no minimum". */
export const FLESCH_KINCAID_FLOOR = -3.4;

export type ReadingAudience = AgeRange | 'parent';
export interface ReadingTarget {
  min: number;
  max: number;
}

/** Per reader: the grade range the main text should fall in (inclusive, on the grade rounded to one decimal). */
export const READING_TARGETS: Readonly<Record<ReadingAudience, ReadingTarget>> = {
  '3-5': { min: FLESCH_KINCAID_FLOOR, max: 3 },
  '6-8': { min: 0, max: 5 },
  '9-12': { min: 3, max: 8 },
  '13+': { min: 4, max: 12 },
  parent: { min: FLESCH_KINCAID_FLOOR, max: 12 },
};
