import { describeEmoji } from '../content/emoji';

/**
 * Every glyph renders (CONTENT.md): text is drawn only with characters the current font has. Emoji become words
 * first (content/emoji); anything the font still lacks (a pictograph with no word, a script the font does not cover)
 * is left out rather than printed as an empty box ("tofu").
 */

interface FontLike {
  font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean };
}

// The standard PDF fonts (Helvetica, used when DejaVu is not installed) encode WinAnsi only.
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);
const winAnsi = (codePoint: number) => (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);

/** Whether the font can draw a code point (whitespace always passes: it is laid out, not drawn). */
export function fontHasGlyph(font: unknown, codePoint: number): boolean {
  if (codePoint === 0x0a || codePoint === 0x09 || codePoint === 0x20) return true;
  const has = (font as FontLike | undefined)?.font?.hasGlyphForCodePoint;
  return typeof has === 'function' ? has.call((font as FontLike).font, codePoint) : winAnsi(codePoint);
}

/** The document's current font (pdfkit keeps it on the document; its embedded fonts wrap a fontkit font). */
export function currentFont(doc: PDFKit.PDFDocument): unknown {
  return (doc as unknown as { _font?: unknown })._font;
}

/** The text as the current font can print it: emoji as words, then every character the font lacks left out. */
export function printable(doc: PDFKit.PDFDocument, text: string): string {
  const font = currentFont(doc);
  const source = describeEmoji(text.normalize('NFC'));
  let out = '';
  let dropped = false;
  for (const character of source) {
    if (fontHasGlyph(font, character.codePointAt(0)!)) out += character;
    else dropped = true;
  }
  // Tidy the gaps a dropped character leaves ("About  ?" → "About?").
  return dropped ? out.replace(/[ \t]{2,}/g, ' ').replace(/ ([,.!?;:)])/g, '$1').trim() : out;
}

type TextMethod = (this: PDFKit.PDFDocument, text: string, ...rest: unknown[]) => unknown;

/**
 * Makes every text call of one document print only what its font can draw: text(), widthOfString() and
 * heightOfString() see the same cleaned string, so measuring and drawing agree. Returns the document.
 */
export function guardGlyphs(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const target = doc as unknown as Record<'text' | 'widthOfString' | 'heightOfString', TextMethod>;
  for (const name of ['text', 'widthOfString', 'heightOfString'] as const) {
    const original = target[name];
    target[name] = function guarded(this: PDFKit.PDFDocument, text: string, ...rest: unknown[]) {
      return original.call(this, typeof text === 'string' ? printable(this, text) : text, ...rest);
    };
  }
  return doc;
}
