import PDFDocument from 'pdfkit';
import { glyphCheck, pdfBytes, printableText, registerPdfFonts, type GlyphCheck, type PdfFonts } from '@wonderkin/server-kit/pdf';
import type { PrintStyle } from './print-style';

// A small top-to-bottom writer over pdfkit for the learning PDFs: headings, paragraphs, lists and boxed blocks that
// never split across a page, in a child's print style. Pages are Letter or A4; every page gets the style's background.

export type Paper = 'letter' | 'a4';
export const PAPERS: readonly Paper[] = ['letter', 'a4'];
const PAGE_SIZES: Record<Paper, [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };
const MARGIN = 54;

export const COLORS = { ink: '#1f2430', muted: '#4f5868', accent: '#1d5fa8', rule: '#c9cfd8', box: '#f3f6fb', boxLine: '#c9d6ea' };

export interface PageFlow {
  doc: PDFKit.PDFDocument;
  fonts: PdfFonts;
  style: PrintStyle;
  width: number;
  left: number;
  /** Text as the fonts can print it. */
  t(text: string): string;
  heading(text: string, level?: 1 | 2): void;
  paragraph(text: string, options?: { color?: string; bold?: boolean; quiet?: boolean }): void;
  bullets(lines: readonly string[]): void;
  /** A framed block drawn by `draw` at (x, y) within `width`; `measure` answers its height; it moves to a new page rather than split. */
  box(measure: (width: number) => number, draw: (x: number, y: number, width: number) => void): void;
  gap(points: number): void;
  /** Moves to a new page unless `height` points still fit on this one (a heading kept with the block under it). */
  keepRoom(height: number): void;
  rule(): void;
  /** Options for doc.text in the body style. */
  textOptions(width: number): PDFKit.Mixins.TextOptions;
  finish(): Promise<Buffer>;
}

export function openPageFlow(style: PrintStyle, paper: Paper, info: { title: string; author: string }): PageFlow {
  const [pageWidth, pageHeight] = PAGE_SIZES[paper];
  const doc = new PDFDocument({ size: [pageWidth, pageHeight], margin: MARGIN, info: { Title: info.title, Author: info.author } });
  const bytes = pdfBytes(doc);
  const fonts = registerPdfFonts(doc, style.face);
  const has: GlyphCheck = glyphCheck(doc, fonts);
  const width = pageWidth - 2 * MARGIN;
  const bottom = pageHeight - MARGIN;
  const paint = () => {
    if (style.background) doc.save().rect(0, 0, pageWidth, pageHeight).fill(style.background).restore();
    doc.x = MARGIN;
    doc.y = MARGIN;
  };
  paint();
  doc.on('pageAdded', paint);

  const textOptions = (w: number): PDFKit.Mixins.TextOptions => ({ width: w, lineGap: style.lineGap, characterSpacing: style.characterSpacing, align: 'left' });
  const t = (text: string) => printableText(text, has);
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };
  const write = (text: string, font: string, size: number, color: string, extra: PDFKit.Mixins.TextOptions = {}) => {
    const printed = t(text);
    doc.font(font).fontSize(size);
    const options = { ...textOptions(width), ...extra };
    // A line or two of a paragraph is not left alone at the foot of a page.
    ensureRoom(Math.min(doc.heightOfString(printed, options), size * 2.6 + style.lineGap * 2));
    doc.fillColor(color).text(printed, MARGIN, doc.y, options);
  };

  return {
    doc, fonts, style, width, left: MARGIN, t, textOptions,
    heading(text, level = 2) {
      const size = style.body * (level === 1 ? 1.7 : 1.25);
      // Keep a heading with the first lines under it (three lines, with the style's line spacing).
      ensureRoom(size * 1.4 + (style.body * 1.2 + style.lineGap) * 3);
      write(text, fonts.bold, size, level === 1 ? COLORS.ink : COLORS.accent, { lineGap: style.lineGap * 0.5 });
      doc.y += style.body * 0.4;
    },
    paragraph(text, options = {}) {
      const font = options.bold ? fonts.bold : options.quiet && style.italics ? fonts.italic : fonts.regular;
      write(text, font, options.quiet ? style.body * 0.9 : style.body, options.color ?? (options.quiet ? COLORS.muted : COLORS.ink));
      doc.y += style.body * 0.5;
    },
    bullets(lines) {
      const indent = style.body * 1.2;
      lines.forEach((line, index) => {
        if (style.chunk && index > 0 && index % style.chunk === 0) doc.y += style.body * 0.8;
        const printed = t(line);
        doc.font(fonts.regular).fontSize(style.body);
        const options = textOptions(width - indent);
        ensureRoom(doc.heightOfString(printed, options));
        const top = doc.y;
        doc.circle(MARGIN + style.body * 0.35, top + style.body * 0.6, style.body * 0.16).fill(COLORS.accent);
        doc.fillColor(COLORS.ink).text(printed, MARGIN + indent, top, options);
        doc.y += style.body * 0.3;
      });
      doc.y += style.body * 0.3;
    },
    box(measure, draw) {
      const height = measure(width);
      ensureRoom(height);
      const top = doc.y;
      draw(MARGIN, top, width);
      doc.x = MARGIN;
      doc.y = top + height;
    },
    gap(points) {
      doc.y += points;
    },
    keepRoom(height) {
      ensureRoom(height);
    },
    rule() {
      ensureRoom(style.body);
      doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
      doc.y += style.body * 0.6;
    },
    finish() {
      doc.end();
      return bytes;
    },
  };
}
