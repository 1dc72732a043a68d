import type { AgeBand, AgeRange, Readability } from '@wonderkin/shared';
import { measureReadability } from '@wonderkin/shared/content';
import type { CreationContent } from '../content/types';

// A creation's measured reading level (CONTENT.md: creations are publications too): the story as narrated and
// printed, every page's text, against the target of its age band. Creations use the bands 3-5, 6-8 and 9-10; 9-10
// sits in the lessons' 9-12 range, whose target it takes.

const READING_BAND: Record<AgeBand, AgeRange> = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' };

/** The story text a creation's reader reads: every page of every chapter. */
export const storyText = (content: CreationContent): string[] => content.chapters.flatMap((chapter) => chapter.pages.map((page) => page.text));

export function creationReadability(content: CreationContent): Readability | undefined {
  return measureReadability(storyText(content), READING_BAND[content.ageBand]);
}
