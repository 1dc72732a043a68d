import { DEFAULT_PRODUCT_NAME, type PaperSize } from '@wonderkin/shared';
import type { CreationContent } from '../content/types';
import { storyTextStyle } from '../content/reading-support';
import { drawIllustration } from '../illustrations';
import { hashString } from '../content/options';
import { printableLink } from '@wonderkin/server-kit';
import { drawActivity, prepareActivities } from './activities';
import { drawAnswers } from './answers';
import { createDocument, fitText, writeDocument, type Theme } from './layout';
import { drawQrCode } from './qr';

/** Page sizes in points (Letter 8.5×11 in, A4 210×297 mm). */
export const PAPER_POINTS: Record<PaperSize, [number, number]> = { Letter: [612, 792], A4: [595.28, 841.89] };
/** Safe margin: 0.75 in on every side (printers need at least 0.5 in). */
export const PRINT_MARGIN = 54;

export interface HardcopyBookOptions {
  creationId: string;
  paperSize: PaperSize;
  feedbackUrl: string;
  productName?: string;
}

/**
 * Print-ready activity book: Letter or A4, white pages with line-art pictures to colour, safe margins,
 * "Page N of M" on every page, and a QR code for the feedback page (with the URL printed under it) at the end when
 * the feedback address is public (never localhost or a private host: see shared/server/src/public-url.ts).
 */
export async function buildHardcopyActivityBook(content: CreationContent, outFile: string, options: HardcopyBookOptions): Promise<{ pages: number }> {
  const productName = options.productName ?? DEFAULT_PRODUCT_NAME;
  const [width, height] = PAPER_POINTS[options.paperSize];
  const { doc, fonts } = createDocument([width, height], { title: content.title, subject: `Printable activity book about ${content.topic}`, author: productName });
  const theme: Theme = { style: 'line', fonts, ink: '#1f1f1f', muted: '#555555', accent: '#1f1f1f', accents: ['#1f1f1f'], panel: '#ffffff', scale: 0.85 };
  const seed = hashString(`${options.creationId}|${content.title}`);
  const prepared = prepareActivities(content.activities, seed, content.ageBand);
  const area = { x: PRINT_MARGIN, y: PRINT_MARGIN, width: width - PRINT_MARGIN * 2, height: height - PRINT_MARGIN * 2 - 14 };
  const page = () => doc.addPage({ size: [width, height], margin: 0 });
  const title = (text: string, y = area.y) => {
    fitText(doc, text, { x: area.x, y, width: area.width, height: 34, font: fonts.bold, maxSize: 24, color: theme.ink });
    doc.save().lineWidth(1.5).moveTo(area.x, y + 38).lineTo(area.x + area.width, y + 38).strokeColor(theme.ink).stroke().restore();
    return y + 50;
  };
  const firstScene = content.chapters[0]?.pages[0]?.illustration ?? { scene: 'generic' };

  // Cover.
  page();
  fitText(doc, content.title, { x: area.x, y: area.y, width: area.width, height: 90, font: fonts.bold, maxSize: 40, align: 'center', middle: true, color: theme.ink });
  fitText(doc, `A story and activity book for ages ${content.ageBand}`, { x: area.x, y: area.y + 96, width: area.width, height: 24, font: fonts.regular, maxSize: 15, align: 'center', color: theme.muted });
  const coverArt = { x: area.x, y: area.y + 135, width: area.width, height: area.height * 0.55 };
  doc.save().lineWidth(2).roundedRect(coverArt.x, coverArt.y, coverArt.width, coverArt.height, 16).strokeColor(theme.ink).stroke().restore();
  drawIllustration(doc, { ...firstScene, seed: seed % 100000 }, coverArt, { style: 'line', radius: 16 });
  const nameY = coverArt.y + coverArt.height + 40;
  fitText(doc, 'This book belongs to:', { x: area.x, y: nameY, width: 200, height: 24, font: fonts.bold, maxSize: 15, color: theme.ink });
  doc.save().lineWidth(1).moveTo(area.x + 190, nameY + 18).lineTo(area.x + area.width, nameY + 18).strokeColor(theme.ink).stroke().restore();
  fitText(doc, 'Color the pictures, read the story, then try the activities!', { x: area.x, y: nameY + 50, width: area.width, height: 40, font: fonts.regular, maxSize: 13, align: 'center', color: theme.muted });

  // Story: one page per story page, with a picture to colour.
  content.chapters.forEach((chapter, chapterIndex) => {
    chapter.pages.forEach((storyPage, pageIndex) => {
      page();
      let y = area.y;
      if (pageIndex === 0) {
        fitText(doc, `Chapter ${chapterIndex + 1}: ${chapter.title}`, { x: area.x, y, width: area.width, height: 20, font: fonts.bold, maxSize: 13, color: theme.muted });
      }
      y += 22;
      y = title(storyPage.heading, y);
      const art = { x: area.x, y, width: area.width, height: Math.min(area.width * 0.62, area.height * 0.46) };
      doc.save().lineWidth(1.5).roundedRect(art.x, art.y, art.width, art.height, 12).strokeColor(theme.ink).stroke().restore();
      drawIllustration(doc, storyPage.illustration, art, { style: 'line', radius: 12 });
      const textTop = art.y + art.height + 20;
      fitText(doc, storyPage.text, {
        x: area.x, y: textTop, width: area.width, height: area.y + area.height - textTop - 6,
        font: fonts.regular, ...storyTextStyle(content.ageBand === '3-5' ? 20 : 17, content.reading), color: theme.ink,
      });
    });
  });

  // Facts (and glossary).
  page();
  let y = title(content.exploration ? 'Explorer tips' : 'Did you know?');
  // Where the facts come from, or which parts are general (issue 19), under the page's title.
  if (content.note) {
    fitText(doc, content.note, { x: area.x, y: y - 6, width: area.width, height: 30, font: fonts.regular, maxSize: 10, color: theme.muted });
    y += 30;
  }
  const glossary = content.glossary ?? [];
  const factBlock = glossary.length ? area.height * 0.5 : area.height - (y - area.y);
  const factHeight = Math.min(60, (factBlock - 10) / Math.max(content.facts.length, 1));
  content.facts.forEach((fact, index) => {
    doc.save().circle(area.x + 8, y + 9, 4).fill(theme.ink).restore();
    fitText(doc, fact, { x: area.x + 22, y, width: area.width - 22, height: factHeight - 6, font: fonts.regular, maxSize: 14, color: theme.ink });
    y += factHeight;
    void index;
  });
  if (glossary.length) {
    y = title('Glossary', y + 10);
    const rowHeight = Math.min(44, (area.y + area.height - y) / glossary.length);
    for (const entry of glossary) {
      fitText(doc, `${entry.word}: ${entry.meaning}`, { x: area.x, y, width: area.width, height: rowHeight - 4, font: fonts.regular, maxSize: 13, color: theme.ink });
      y += rowHeight;
    }
  }

  // Activities.
  prepared.forEach((item) => {
    page();
    drawActivity(doc, item, area, theme);
  });

  // Answers.
  page();
  y = title('Answers');
  drawAnswers(doc, prepared, { x: area.x, y, width: area.width, height: area.y + area.height - y }, theme, () => {
    page();
    const top = title('Answers (continued)');
    return { x: area.x, y: top, width: area.width, height: area.y + area.height - top };
  });

  // Last page: feedback QR code with the URL printed under it. Only for a public address: a QR code on paper that
  // leads to localhost or a private host is dead, so without one the book ends with its answers instead.
  const feedbackUrl = printableLink(options.feedbackUrl);
  if (feedbackUrl) {
    page();
    y = title('Tell us what you think!');
    fitText(doc, 'Did you enjoy this book? Ask a grown-up to scan the code with a phone camera and tell us what you liked, so we can make the next one even better.', { x: area.x, y, width: area.width, height: 70, font: fonts.regular, maxSize: 15, align: 'center', color: theme.ink });
    const qrSize = Math.min(240, area.width * 0.6);
    const qrX = (width - qrSize) / 2;
    const qrY = y + 100;
    drawQrCode(doc, feedbackUrl, qrX, qrY, qrSize);
    fitText(doc, feedbackUrl, { x: area.x, y: qrY + qrSize + 14, width: area.width, height: 40, font: fonts.regular, maxSize: 11, align: 'center', color: theme.ink });
    fitText(doc, `Made with ${productName}`, { x: area.x, y: qrY + qrSize + 70, width: area.width, height: 24, font: fonts.bold, maxSize: 14, align: 'center', color: theme.muted });
  }

  // Page numbers on every page, inside the bottom margin band (above the 0.5 in edge).
  const { count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(index);
    doc.font(fonts.regular).fontSize(10).fillColor(theme.muted);
    doc.text(`${content.title} · Page ${index + 1} of ${count}`, PRINT_MARGIN, height - PRINT_MARGIN + 8, { width: width - PRINT_MARGIN * 2, align: 'center', lineBreak: false });
  }
  return writeDocument(doc, outFile);
}
