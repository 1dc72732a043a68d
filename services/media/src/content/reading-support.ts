import type { SupportNeed } from '@wonderkin/shared';
import type { ReadingSupport } from './types';

// A creation made for a family's child (issue 11) prints its story for the child's support needs: larger for larger
// text and pre-readers (read aloud from the page), roomier for dyslexia-friendly reading (line and letter spacing, as
// the British Dyslexia Association's style guide advises). Other needs change the lesson page, not the books.

export function readingSupportOf(needs: readonly SupportNeed[] | undefined): ReadingSupport | undefined {
  if (!needs?.length) return undefined;
  const larger = needs.includes('larger-text') || needs.includes('pre-reader');
  const roomy = needs.includes('dyslexia-friendly');
  return larger || roomy ? { larger, roomy } : undefined;
}

/** The story text's size and spacing in a book: its base size, then the child's reading support. */
export function storyTextStyle(baseSize: number, reading: ReadingSupport | undefined): { maxSize: number; lineGap: number; characterSpacing: number } {
  const maxSize = reading?.larger ? baseSize * 1.25 : baseSize;
  return reading?.roomy
    ? { maxSize: Math.max(maxSize, baseSize * 1.1), lineGap: maxSize * 0.5, characterSpacing: maxSize * 0.05 }
    : { maxSize, lineGap: 5, characterSpacing: 0 };
}
