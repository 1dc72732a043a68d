import PDFDocument from 'pdfkit';
import { glyphCheck, pdfBytes, printableText, registerPdfFonts, type GlyphCheck, type PdfFonts } from '@wonderkin/server-kit/pdf';
import type { WeeklyLesson } from './lessons';

// The printable one-page PDF of a weekly lesson (issue 8: "a printable one-page PDF"; the /free modal links to it).
// One page, always: the whole layout is measured at a body size, and the largest size in 0.25 pt steps at which
// everything fits above the sources at the foot of the page is used (never a second page; see renderWeeklyLessonPdf). Every character printed is one the embedded font can draw (CONTENT.md:
// "every glyph renders"): typographic characters the font lacks get plain equivalents, anything else is left out.

export type Paper = 'letter' | 'a4';
export const PAPERS: readonly Paper[] = ['letter', 'a4'];
const PAGE_SIZES: Record<Paper, [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };

/** Body sizes tried, largest first (points); the layout never goes below the last one. */
const BODY_SIZES = Array.from({ length: 19 }, (_, i) => 11.5 - i * 0.25);
const MARGIN = 40;

const INK = '#1f2430';
const MUTED = '#555d6b';
const ACCENT = '#1d5fa8';
const BOX_FILL = '#fbf3e2';
const BOX_LINE = '#e3cc9c';
const RULE = '#c9cfd8';

// ── Layout ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The lesson's words as printed (after the glyph check). */
interface PrintLesson {
  productName: string;
  week: string;
  title: string;
  ages: string;
  description: string;
  storyTitle: string;
  storyParagraphs: string[];
  activities: { title: string; materials: string; steps: string[]; note: string }[];
  starters: string[];
  forGrownUps: string;
  sources: string;
}

/** "casel.org" from "https://www.casel.org/fundamentals/…": a publisher's address short enough for print. */
function shortHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function printLesson(lesson: WeeklyLesson, productName: string, has: GlyphCheck): PrintLesson {
  const t = (text: string) => printableText(text.trim(), has);
  const seen = new Set<string>();
  const sources = lesson.sources.filter((s) => !seen.has(s.title) && seen.add(s.title))
    .map((s) => { const host = shortHost(s.url); return host ? `${t(s.title)} (${t(host)})` : t(s.title); });
  return {
    productName: t(productName),
    week: `Weekly lesson ${t('\u00b7')} Week ${lesson.week}`,
    title: t(lesson.title),
    ages: t(`Ages ${lesson.ages.min}\u2013${lesson.ages.max}`),
    description: t(lesson.description),
    storyTitle: t(lesson.story.title),
    storyParagraphs: lesson.story.text.split(/\n\s*\n/).map(t).filter(Boolean),
    activities: lesson.activities.map((a) => ({
      title: t(a.title),
      materials: t(`You need: ${a.materials.join(', ')}.`),
      steps: a.steps.map(t),
      note: t(a.note),
    })),
    starters: lesson.conversationStarters.map(t),
    forGrownUps: t(lesson.forGrownUps),
    sources: `Sources: ${sources.join('; ')}.`,
  };
}

interface Page {
  width: number;
  height: number;
}

/**
 * Lays the page out at body size `s`: measures only (draw false) or draws too. Returns how far down the content
 * reaches and where the sources start; the layout fits when the first is above the second.
 */
function compose(doc: PDFKit.PDFDocument, fonts: PdfFonts, page: Page, lesson: PrintLesson, s: number, draw: boolean): { end: number; sourcesTop: number } {
  const left = MARGIN;
  const width = page.width - 2 * MARGIN;
  const bottom = page.height - MARGIN * 0.8;
  const lineGap = s * 0.16;

  /** One block of text; returns its height (measured the same way whether drawn or not). */
  const block = (text: string, x: number, y: number, w: number, font: string, size: number, color: string,
    options: PDFKit.Mixins.TextOptions = {}): number => {
    doc.font(font).fontSize(size);
    const opts: PDFKit.Mixins.TextOptions = { width: w, lineGap, ...options };
    if (!draw) return doc.heightOfString(text, opts);
    // Never past the foot of the page: pdfkit stops at `height` instead of adding a page.
    doc.fillColor(color).text(text, x, y, { ...opts, height: Math.max(0, bottom - y) });
    return doc.y - y;
  };
  const rule = (y: number) => {
    if (draw) doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.6).strokeColor(RULE).stroke();
  };
  const heading = (text: string, y: number, x = left, w = width) => block(text, x, y, w, fonts.bold, s * 1.2, ACCENT, { lineGap: 0 });

  // Sources in small print at the foot of the page.
  const sourcesSize = Math.min(7.5, Math.max(5.5, s * 0.7));
  doc.font(fonts.regular).fontSize(sourcesSize);
  const sourcesHeight = doc.heightOfString(lesson.sources, { width, lineGap: sourcesSize * 0.1 });
  const sourcesTop = bottom - sourcesHeight;
  if (draw) {
    rule(sourcesTop - sourcesSize * 0.6);
    block(lesson.sources, left, sourcesTop, width, fonts.regular, sourcesSize, MUTED, { lineGap: sourcesSize * 0.1 });
  }

  let y = MARGIN;
  // Header: the product, and which week this is.
  const headerSize = s * 1.05;
  block(lesson.productName, left, y, width * 0.6, fonts.bold, headerSize, ACCENT, { lineGap: 0 });
  y += block(lesson.week, left + width * 0.4, y, width * 0.6, fonts.regular, headerSize, MUTED, { lineGap: 0, align: 'right' });
  y += s * 0.35;
  rule(y);
  y += s * 0.6;

  // Title, ages and the card's description.
  y += block(lesson.title, left, y, width, fonts.bold, s * 2.2, INK, { lineGap: 0 });
  y += s * 0.25;
  doc.font(fonts.bold).fontSize(s * 1.1);
  const agesWidth = doc.widthOfString(lesson.ages) + s * 0.9;
  const agesHeight = block(lesson.ages, left, y, agesWidth, fonts.bold, s * 1.1, ACCENT, { lineGap: 0 });
  const descriptionHeight = block(lesson.description, left + agesWidth, y + s * 0.08, width - agesWidth, fonts.italic, s, MUTED);
  y += Math.max(agesHeight, descriptionHeight) + s * 0.9;

  // The story, read together.
  y += heading(`Read together: ${lesson.storyTitle}`, y) + s * 0.4;
  for (const paragraph of lesson.storyParagraphs) y += block(paragraph, left, y, width, fonts.regular, s, INK, { paragraphGap: 0 }) + s * 0.3;
  y += s * 0.6;

  // The two activities, side by side.
  y += heading('Try it together', y) + s * 0.4;
  const gutter = s * 1.8;
  const columnWidth = (width - gutter) / 2;
  const numberWidth = s * 1.3;
  const columnBottoms = lesson.activities.map((activity, index) => {
    const x = left + index * (columnWidth + gutter);
    let cy = y;
    cy += block(activity.title, x, cy, columnWidth, fonts.bold, s * 1.05, INK, { lineGap: 0 }) + s * 0.25;
    cy += block(activity.materials, x, cy, columnWidth, fonts.italic, s, MUTED) + s * 0.25;
    activity.steps.forEach((step, i) => {
      block(`${i + 1}.`, x, cy, numberWidth, fonts.bold, s, ACCENT);
      cy += block(step, x + numberWidth, cy, columnWidth - numberWidth, fonts.regular, s, INK) + s * 0.2;
    });
    cy += s * 0.1;
    doc.font(fonts.bold).fontSize(s);
    const tipWidth = doc.widthOfString('Tip: ');
    block('Tip:', x, cy, tipWidth + 1, fonts.bold, s, MUTED);
    cy += block(activity.note, x + tipWidth, cy, columnWidth - tipWidth, fonts.italic, s, MUTED);
    return cy;
  });
  if (draw) {
    const middle = left + columnWidth + gutter / 2;
    doc.moveTo(middle, y).lineTo(middle, Math.max(...columnBottoms)).lineWidth(0.6).strokeColor(RULE).stroke();
  }
  y = Math.max(...columnBottoms) + s * 0.9;

  // Conversation starters.
  y += heading('Talk about it', y) + s * 0.4;
  const bulletWidth = s * 1.1;
  for (const starter of lesson.starters) {
    if (draw) doc.circle(left + s * 0.35, y + s * 0.55, s * 0.17).fillColor(ACCENT).fill();
    y += block(starter, left + bulletWidth, y, width - bulletWidth, fonts.regular, s, INK) + s * 0.15;
  }
  y += s * 0.7;

  // For grown-ups, in a box.
  const pad = s * 0.75;
  doc.font(fonts.bold).fontSize(s * 1.05);
  const labelHeight = doc.heightOfString('For grown-ups', { width: width - 2 * pad, lineGap: 0 });
  doc.font(fonts.regular).fontSize(s);
  const boxHeight = pad + labelHeight + s * 0.3 + doc.heightOfString(lesson.forGrownUps, { width: width - 2 * pad, lineGap }) + pad * 0.7;
  if (draw) doc.roundedRect(left, y, width, boxHeight, s * 0.6).lineWidth(0.8).fillAndStroke(BOX_FILL, BOX_LINE);
  block('For grown-ups', left + pad, y + pad, width - 2 * pad, fonts.bold, s * 1.05, INK, { lineGap: 0 });
  block(lesson.forGrownUps, left + pad, y + pad + labelHeight + s * 0.3, width - 2 * pad, fonts.regular, s, INK);
  y += boxHeight;

  return { end: y, sourcesTop: sourcesTop - Math.max(sourcesSize * 1.6, s * 1.2) };
}

export interface LessonPdfOptions {
  productName: string;
  paper?: Paper;
}

/** The lesson's one-page PDF, at the largest body size that fits the page. */
export function renderWeeklyLessonPdf(lesson: WeeklyLesson, { productName, paper = 'letter' }: LessonPdfOptions): Promise<Buffer> {
  const [width, height] = PAGE_SIZES[paper];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: `${lesson.title}: ${productName} weekly lesson`, Author: productName, Subject: lesson.description },
  });
  const done = pdfBytes(doc);
  const fonts = registerPdfFonts(doc, 'condensed');
  const printed = printLesson(lesson, productName, glyphCheck(doc, fonts));
  const page = { width, height };
  // The largest of BODY_SIZES that fits. The page's height grows about as the square of the body size, so the first
  // measure tells roughly where to look; from there the size steps up while a larger one fits, or down until one
  // does. Only a size measured to fit is used, or else the smallest, drawn clipped at the foot of the page.
  const room = (s: number) => { const { end, sourcesTop } = compose(doc, fonts, page, printed, s, false); return { fits: end <= sourcesTop, used: end - MARGIN, free: sourcesTop - MARGIN }; };
  const first = room(BODY_SIZES[0]);
  let index = 0;
  if (!first.fits) {
    const guess = BODY_SIZES[0] * Math.sqrt(first.free / first.used);
    const near = BODY_SIZES.findIndex((s) => s <= guess + 0.25);
    index = near < 0 ? BODY_SIZES.length - 1 : Math.max(1, near);
    if (room(BODY_SIZES[index]).fits) {
      while (index > 1 && room(BODY_SIZES[index - 1]).fits) index -= 1;
    } else {
      while (index < BODY_SIZES.length - 1 && !room(BODY_SIZES[++index]).fits);
    }
  }
  const size = BODY_SIZES[index];
  compose(doc, fonts, page, printed, size, true);
  doc.end();
  return done;
}

// The lessons are fixed data: each PDF is made once per paper size and product name, then served from memory.
const cache = new Map<string, Promise<Buffer>>();

/** The PDF of a lesson, made on first request and kept. */
export function weeklyLessonPdf(lesson: WeeklyLesson, options: LessonPdfOptions): Promise<Buffer> {
  const key = `${options.productName}\n${options.paper ?? 'letter'}\n${lesson.id}`;
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = renderWeeklyLessonPdf(lesson, options);
    cache.set(key, pdf);
    pdf.catch(() => cache.delete(key));
  }
  return pdf;
}

/** The download's file name: "wonderkin-week-01-emotional-intelligence.pdf". */
export function weeklyLessonFileName(lesson: Pick<WeeklyLesson, 'id' | 'week'>, productName: string): string {
  const product = productName.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${product ? `${product}-` : ''}week-${String(lesson.week).padStart(2, '0')}-${lesson.id}.pdf`;
}
