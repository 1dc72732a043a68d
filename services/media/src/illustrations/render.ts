import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { CreationContent } from '../content/types';
import { registerFonts } from '../pdf/fonts';
import { guardGlyphs } from '../pdf/glyphs';
import { fitText } from '../pdf/layout';
import { drawIllustration } from './index';

const CHAPTER_COLORS = ['#ff7043', '#29b6f6', '#ab47bc', '#43a047', '#ffb300'];

/**
 * One PNG per story page, in reading order: the page's illustration with its heading and text, composed for a
 * video frame of width×height pixels. Each frame is drawn as a PDF page of the same size in points and rasterised
 * at 72 dpi by pdftoppm (poppler), so 1 pt = 1 px.
 */
export async function renderStoryFrames(content: CreationContent, outDir: string, options: { width: number; height: number }): Promise<string[]> {
  const width = Math.round(options.width);
  const height = Math.round(options.height);
  await fs.promises.mkdir(outDir, { recursive: true });
  const pages = content.chapters.flatMap((chapter, chapterIndex) => chapter.pages.map((page) => ({ chapter, chapterIndex, page })));
  const files: string[] = [];
  // Two at a time: the machines have two cores.
  const queue = pages.map((entry, index) => async () => {
    const base = path.join(outDir, `frame-${String(index + 1).padStart(3, '0')}`);
    await writeFramePdf(`${base}.pdf`, width, height, content, entry.chapterIndex, entry.chapter.title, entry.page, index + 1, pages.length);
    await rasterise(`${base}.pdf`, base);
    await fs.promises.rm(`${base}.pdf`, { force: true });
    files[index] = `${base}.png`;
  });
  const workers = [0, 1].map(async () => {
    while (queue.length) await queue.shift()!();
  });
  await Promise.all(workers);
  return files;
}

async function writeFramePdf(
  file: string,
  width: number,
  height: number,
  content: CreationContent,
  chapterIndex: number,
  chapterTitle: string,
  page: CreationContent['chapters'][number]['pages'][number],
  number: number,
  total: number,
): Promise<void> {
  const doc = guardGlyphs(new PDFDocument({ size: [width, height], margin: 0 }));
  const fonts = registerFonts(doc);
  const color = CHAPTER_COLORS[chapterIndex % CHAPTER_COLORS.length];
  const unit = Math.min(width / 1280, height / 720);
  const pad = 36 * unit;
  doc.rect(0, 0, width, height).fill('#fff8ef');
  const landscape = width >= height;
  const art = landscape
    ? { x: pad, y: pad, width: width * 0.56 - pad * 1.5, height: height - pad * 2 }
    : { x: pad, y: pad, width: width - pad * 2, height: height * 0.52 - pad };
  doc.save().roundedRect(art.x - 8 * unit, art.y - 8 * unit, art.width + 16 * unit, art.height + 16 * unit, 34 * unit).fill(tint(color)).restore();
  drawIllustration(doc, page.illustration, art, { radius: 26 * unit });
  const text = landscape
    ? { x: art.x + art.width + pad, y: pad, width: width - (art.x + art.width + pad) - pad, height: height - pad * 2 }
    : { x: pad, y: art.y + art.height + pad, width: width - pad * 2, height: height - (art.y + art.height + pad) - pad };
  fitText(doc, `Chapter ${chapterIndex + 1} · ${chapterTitle}`, { x: text.x, y: text.y, width: text.width, height: 30 * unit, font: fonts.bold, maxSize: 20 * unit, color: '#7a7f91' });
  const heading = fitText(doc, page.heading, { x: text.x, y: text.y + 36 * unit, width: text.width, height: 100 * unit, font: fonts.bold, maxSize: 40 * unit, color });
  const bodyTop = text.y + 36 * unit + heading.height + 18 * unit;
  fitText(doc, page.text, { x: text.x, y: bodyTop, width: text.width, height: text.y + text.height - bodyTop - 30 * unit, font: fonts.regular, maxSize: 30 * unit, minSize: 9, lineGap: 5 * unit, color: '#2b2b3a' });
  fitText(doc, `${content.title} · ${number} / ${total}`, { x: text.x, y: text.y + text.height - 22 * unit, width: text.width, height: 22 * unit, font: fonts.regular, maxSize: 14 * unit, align: 'right', color: '#9a9fb0' });
  await new Promise<void>((resolve, reject) => {
    const stream = fs.createWriteStream(file);
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.pipe(stream);
    doc.end();
  });
}

/** pdftoppm -png -r 72 -singlefile in.pdf outBase → outBase.png (argument array, no shell). */
function rasterise(pdfFile: string, outBase: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftoppm', ['-png', '-r', '72', '-singlefile', pdfFile, outBase], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pdftoppm exited with ${code}: ${stderr.trim().slice(0, 300)}`))));
  });
}

function tint(color: string): string {
  const value = parseInt(color.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * 0.25 + 255 * 0.75);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
