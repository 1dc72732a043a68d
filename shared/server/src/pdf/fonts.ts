import fs from 'node:fs';
import path from 'node:path';

// The fonts every PDF of ours prints with (the weekly lesson, the progress report, the review sheet), and the glyph
// rule of CONTENT.md: "every glyph renders". DejaVu (fonts-dejavu-core, installed with the system packages and in the
// image) covers far more of Unicode than pdfkit's standard Helvetica (WinAnsi), which is the fallback without it.

/** Condensed keeps a full lesson on one page; regular is the roomier face for reading practice (dyslexia-friendly). */
export type PdfFace = 'condensed' | 'regular';
export type FontRole = 'regular' | 'bold' | 'italic';
/** The font names registered on a document, per role. */
export type PdfFonts = Record<FontRole, string>;

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const DEJAVU_FILES: Record<PdfFace, Record<FontRole, string>> = {
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf', italic: 'DejaVuSansCondensed-Oblique.ttf' },
  regular: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' },
};
const STANDARD_FONTS: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const ROLES: readonly FontRole[] = ['regular', 'bold', 'italic'];

const files: Partial<Record<PdfFace, Record<FontRole, Buffer> | null>> = {};
function dejavuFiles(face: PdfFace): Record<FontRole, Buffer> | null {
  if (files[face] === undefined) {
    try {
      const read = (role: FontRole) => fs.readFileSync(path.join(DEJAVU_DIR, DEJAVU_FILES[face][role]));
      files[face] = { regular: read('regular'), bold: read('bold'), italic: read('italic') };
    } catch {
      files[face] = null;
    }
  }
  return files[face] ?? null;
}

// pdfkit parses the font file again for every document: about a third of a second per face and document for
// DejaVu's layout tables. The parsed font (pdfkit's fontkit object, which registerFont also accepts) is kept from the
// first document and handed to every later one; each document still embeds its own subset. (It is read from the
// `font` field of pdfkit's font; if that ever goes, each document parses the file itself again: slower, the same.)
interface PdfkitFont {
  font?: { layout?: unknown; hasGlyphForCodePoint?: (codePoint: number) => boolean };
}
const parsed: Partial<Record<string, object>> = {};

const currentFont = (doc: PDFKit.PDFDocument): PdfkitFont | undefined => (doc as unknown as { _font?: PdfkitFont })._font;

/** Registers the face's three fonts on the document (DejaVu when installed, else Helvetica) and names them. */
export function registerPdfFonts(doc: PDFKit.PDFDocument, face: PdfFace = 'condensed'): PdfFonts {
  const faceFiles = dejavuFiles(face);
  if (!faceFiles) return { ...STANDARD_FONTS };
  const names = {} as PdfFonts;
  for (const role of ROLES) {
    const name = `${face}-${role}`;
    names[role] = name;
    doc.registerFont(name, (parsed[name] ?? faceFiles[role]) as Buffer);
    if (!parsed[name]) {
      const font = currentFont(doc.font(name))?.font;
      if (typeof font?.layout === 'function') parsed[name] = font;
    }
  }
  return names;
}

// What pdfkit's standard fonts can encode (WinAnsi): printable ASCII, Latin-1 and these.
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

/** Plain stand-ins for typographic characters, used only when the font lacks the real one. */
const STAND_INS: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': ',', '\u201b': "'", '\u2032': "'", '\u201c': '"', '\u201d': '"', '\u201e': '"',
  '\u2033': '"', '\u2013': '-', '\u2014': ' - ', '\u2012': '-', '\u2010': '-', '\u2011': '-', '\u2212': '-',
  '\u2026': '...', '\u2022': '-', '\u00b7': '-', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u00d7': 'x',
  '\u00e6': 'ae', '\u00c6': 'AE', '\u0153': 'oe', '\u0152': 'OE',
};

export type GlyphCheck = (codePoint: number) => boolean;

/** Whether every font of the document can draw a code point. */
export function glyphCheck(doc: PDFKit.PDFDocument, fonts: PdfFonts): GlyphCheck {
  const checks = (Object.values(fonts) as string[]).map((name): GlyphCheck => {
    const embedded = currentFont(doc.font(name))?.font;
    if (typeof embedded?.hasGlyphForCodePoint === 'function') return (cp) => embedded.hasGlyphForCodePoint!(cp);
    return (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);
  });
  return (cp) => cp === 0x0a || cp === 0x20 || checks.every((has) => has(cp));
}

/**
 * The text as the document's fonts can print it: a character they lack becomes its plain stand-in, or its letter
 * without accents, or is left out (emoji, other scripts) rather than drawn as an empty box.
 */
export function printableText(text: string, has: GlyphCheck): string {
  let out = '';
  let changed = false;
  for (const character of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const cp = character.codePointAt(0)!;
    if (has(cp)) { out += character; continue; }
    const standIn = STAND_INS[character] ?? character.normalize('NFKD').replace(/\p{M}/gu, '');
    if (standIn && [...standIn].every((c) => has(c.codePointAt(0)!))) out += standIn;
    changed = true;
  }
  return changed ? out.replace(/[ ]{2,}/g, ' ').replace(/ ([,.!?;:)])/g, '$1').replace(/^ +| +$/gm, '') : out;
}

/** The finished document's bytes (call before drawing: pdfkit streams as it goes). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
