import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ArtStyle, Box } from '../illustrations';
import { registerFonts, type Fonts } from './fonts';
import { guardGlyphs } from './glyphs';

/** Colours and fonts of one book: bright for screens, ink-friendly for print. */
export interface Theme {
  style: ArtStyle;
  fonts: Fonts;
  ink: string;
  muted: string;
  accent: string;
  accents: string[];
  /** Light fill for panels (white in print). */
  panel: string;
  /** Multiplies the base font sizes (digital pages are larger). */
  scale: number;
}

export interface FitOptions extends Box {
  font: string;
  maxSize: number;
  minSize?: number;
  color?: string;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineGap?: number;
  /** Extra space between letters (dyslexia-friendly print). */
  characterSpacing?: number;
  /** Vertically centre the text block in the box. */
  middle?: boolean;
}

/** Draws text at the largest size (≤ maxSize) that fits the box; never adds a page. Returns the size used and height. */
export function fitText(doc: PDFKit.PDFDocument, text: string, options: FitOptions): { size: number; height: number } {
  const minSize = options.minSize ?? 7;
  const lineGap = options.lineGap ?? 0;
  const characterSpacing = options.characterSpacing ?? 0;
  let size = options.maxSize;
  doc.font(options.font);
  for (; size > minSize; size -= 0.5) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: options.width, lineGap, align: options.align, characterSpacing }) <= options.height) break;
  }
  doc.fontSize(size);
  const height = Math.min(options.height, doc.heightOfString(text, { width: options.width, lineGap, align: options.align, characterSpacing }));
  const y = options.middle ? options.y + (options.height - height) / 2 : options.y;
  doc.fillColor(options.color ?? '#222222').text(text, options.x, y, {
    width: options.width,
    height: options.height + 1,
    align: options.align ?? 'left',
    lineGap,
    characterSpacing,
    ellipsis: true,
  });
  return { size, height };
}

/** A PDF document with no automatic margins (layouts place everything themselves), fonts registered. */
export function createDocument(size: [number, number], info: { title: string; subject: string; author: string }): { doc: PDFKit.PDFDocument; fonts: Fonts } {
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: info.title, Subject: info.subject, Author: info.author, Creator: info.author },
    lang: 'en',
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions);
  // Every string drawn in a book is checked against the font: no empty boxes for emoji or uncovered scripts.
  return { doc: guardGlyphs(doc), fonts: registerFonts(doc) };
}

/** Ends the document and writes it atomically (temp file, then rename): no half-written PDF is ever served. */
export async function writeDocument(doc: PDFKit.PDFDocument, outFile: string): Promise<{ pages: number }> {
  const pages = doc.bufferedPageRange().count;
  await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
  const temp = `${outFile}.${process.pid}.${Date.now()}.tmp`;
  const stream = fs.createWriteStream(temp);
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(stream);
  doc.end();
  try {
    await done;
    await fs.promises.rename(temp, outFile);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
  return { pages };
}

export function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - by * 2, height: box.height - by * 2 };
}
