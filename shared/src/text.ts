// Text that never breaks on odd Unicode: cut by grapheme (an emoji, a flag or a letter with its accents stays whole)
// and made well-formed (a lone surrogate becomes U+FFFD) before it is encoded into a URL or a file.

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The user-perceived characters of a text. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** Replaces lone surrogates (which encodeURIComponent and UTF-8 encoders reject) with U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** At most `max` graphemes; a cut text ends with `ellipsis` (counted in `max`), preferably at a word break. */
export function cutText(text: string, max: number, ellipsis = '…'): string {
  const chars = graphemes(wellFormed(text));
  if (chars.length <= max) return chars.join('');
  const kept = chars.slice(0, Math.max(0, max - ellipsis.length)).join('');
  const atWord = kept.replace(/\s+\S*$/, '');
  return `${(atWord.length >= kept.length / 2 ? atWord : kept).trimEnd()}${ellipsis}`;
}

/**
 * Bidirectional-text controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM): invisible, yet they reorder what follows, so a name
 * "‮gnp.exe" shows as "exe.png" in a mail client's subject line. Names never need them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
