import type { SupportNeed } from '@wonderkin/shared';
import type { PdfFace } from '@wonderkin/server-kit/pdf';

// How a child's support needs change what we print (issue 11: "support needs change how the lesson is shown … on the
// page and in the PDFs"). The dyslexia-friendly settings follow the British Dyslexia Association's style guide: a
// plain sans-serif face at 12-14 pt or more, line spacing about 1.5, a little extra letter spacing, no italics, a
// cream background instead of white, left-aligned text.

export interface PrintStyle {
  face: PdfFace;
  /** Body size in points. */
  body: number;
  /** Extra space between lines, in points. */
  lineGap: number;
  characterSpacing: number;
  /** Italic role allowed (dyslexia-friendly print uses none). */
  italics: boolean;
  /** Page colour; null is white. */
  background: string | null;
  /** Cards and lists are printed in groups this size with a break between them (short chunks for attention). */
  chunk: number | null;
  /** Everything is meant to be read aloud by a grown-up (pre-readers). */
  readAloud: boolean;
  /** Glossary cards before question cards (English learners meet the words first). */
  wordsFirst: boolean;
}

export function printStyleFor(needs: readonly SupportNeed[]): PrintStyle {
  const has = (need: SupportNeed) => needs.includes(need);
  const dyslexia = has('dyslexia-friendly');
  const body = has('larger-text') || has('pre-reader') ? 16 : dyslexia ? 14 : 12;
  return {
    face: 'regular',
    body,
    lineGap: body * (dyslexia ? 0.5 : 0.3),
    characterSpacing: dyslexia ? body * 0.05 : 0,
    italics: !dyslexia,
    background: dyslexia ? '#fdf6e3' : null,
    chunk: has('short-chunks') ? 4 : null,
    readAloud: has('pre-reader'),
    wordsFirst: has('english-learner'),
  };
}
