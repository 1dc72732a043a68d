import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import type { CreationContent } from '../content/types';
import { storyTextStyle } from '../content/reading-support';
import { drawIllustration, type Box } from '../illustrations';
import { hashString } from '../content/options';
import { printableLink } from '@wonderkin/server-kit';
import { drawActivity, prepareActivities } from './activities';
import { drawAnswers } from './answers';
import { createDocument, fitText, writeDocument, type Theme } from './layout';

const WIDTH = 1024;
const HEIGHT = 768;
const MARGIN = 48;
const ACCENTS = ['#ff7043', '#29b6f6', '#ab47bc', '#43a047', '#ffb300'];
/** Largest story text size per age band: big print for the youngest readers. */
const STORY_TEXT_SIZE = { '3-5': 28, '6-8': 24, '9-10': 22 } as const;

export interface DigitalBookOptions {
  creationId: string;
  publicUrl: string;
  productName?: string;
}

/**
 * Screen-first activity book: 1024×768 pt landscape pages, full colour, a linked table of contents
 * (named destinations), story pages with illustrations, activities for the age band, answers, and a link back online.
 */
export async function buildDigitalActivityBook(content: CreationContent, outFile: string, options: DigitalBookOptions): Promise<{ pages: number }> {
  const productName = options.productName ?? DEFAULT_PRODUCT_NAME;
  // No link to localhost or a private host: with no public address the book simply has no "open online" buttons.
  const onlineUrl = printableLink(`${options.publicUrl.replace(/\/+$/, '')}/create?creation=${encodeURIComponent(options.creationId)}`);
  const { doc, fonts } = createDocument([WIDTH, HEIGHT], { title: content.title, subject: `Activity book about ${content.topic}`, author: productName });
  const theme: Theme = { style: 'color', fonts, ink: '#2b2b3a', muted: '#5f6475', accent: '#e8590c', accents: ACCENTS, panel: '#fff8ef', scale: 1.25 };
  const seed = hashString(`${options.creationId}|${content.title}`);
  const prepared = prepareActivities(content.activities, seed, content.ageBand);
  const firstScene = content.chapters[0]?.pages[0]?.illustration ?? { scene: 'generic' };

  const page = (background = '#fff8ef') => {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
    doc.rect(0, 0, WIDTH, HEIGHT).fill(background);
  };
  const button = (label: string, box: Box, color: string, target: { goTo?: string; url?: string }) => {
    doc.save().roundedRect(box.x, box.y, box.width, box.height, box.height / 2).fill(color).restore();
    fitText(doc, label, { x: box.x + 16, y: box.y, width: box.width - 32, height: box.height, font: fonts.bold, maxSize: 16, middle: true, align: 'center', color: '#ffffff' });
    if (target.goTo) doc.goTo(box.x, box.y, box.width, box.height, target.goTo);
    if (target.url) doc.link(box.x, box.y, box.width, box.height, target.url);
  };
  const header = (label: string, color: string) => {
    doc.rect(0, 0, WIDTH, 64).fill(color);
    fitText(doc, label, { x: MARGIN, y: 0, width: WIDTH - MARGIN * 2 - 160, height: 64, font: fonts.bold, maxSize: 24, middle: true, color: '#ffffff' });
    button('Contents', { x: WIDTH - MARGIN - 130, y: 14, width: 130, height: 36 }, '#2b2b3a', { goTo: 'contents' });
  };

  // Cover.
  page('#ffffff');
  drawIllustration(doc, { ...firstScene, seed: seed % 100000, caption: content.title }, { x: 0, y: 0, width: WIDTH, height: HEIGHT });
  doc.save().roundedRect(MARGIN + 40, HEIGHT - 300, WIDTH - (MARGIN + 40) * 2, 240, 28).fillOpacity(0.93).fill('#ffffff').restore();
  fitText(doc, content.title, { x: MARGIN + 70, y: HEIGHT - 280, width: WIDTH - (MARGIN + 70) * 2, height: 110, font: fonts.bold, maxSize: 60, middle: true, align: 'center', color: '#e8590c' });
  fitText(doc, `A story and activity book · Ages ${content.ageBand} · ${content.tone} · ${content.focus}`, { x: MARGIN + 70, y: HEIGHT - 165, width: WIDTH - (MARGIN + 70) * 2, height: 30, font: fonts.regular, maxSize: 20, align: 'center', color: theme.muted });
  button('Start reading', { x: onlineUrl ? WIDTH / 2 - 200 : WIDTH / 2 - 95, y: HEIGHT - 120, width: 190, height: 44 }, '#43a047', { goTo: 'story' });
  if (onlineUrl) button('Open online', { x: WIDTH / 2 + 10, y: HEIGHT - 120, width: 190, height: 44 }, '#29b6f6', { url: onlineUrl });

  // Contents with internal links.
  page();
  doc.addNamedDestination('contents');
  doc.rect(0, 0, WIDTH, 110).fill('#ffb300');
  fitText(doc, "What's inside", { x: MARGIN, y: 20, width: WIDTH - MARGIN * 2, height: 70, font: fonts.bold, maxSize: 44, middle: true, color: '#ffffff' });
  const entries: { label: string; dest: string }[] = [
    ...content.chapters.map((chapter, index) => ({ label: `Story, chapter ${index + 1}: ${chapter.title}`, dest: `chapter-${index + 1}` })),
    { label: content.exploration ? 'Explorer tips' : 'Did you know?', dest: 'facts' },
    ...content.activities.map((activity, index) => ({ label: `Activity ${index + 1}: ${activity.title}`, dest: `activity-${index + 1}` })),
    { label: 'Answers', dest: 'answers' },
  ];
  const columns = entries.length > 8 ? 2 : 1;
  const perColumn = Math.ceil(entries.length / columns);
  const columnWidth = (WIDTH - MARGIN * 2 - (columns - 1) * 24) / columns;
  const rowHeight = Math.min(56, (HEIGHT - 110 - 40 - 110) / perColumn);
  entries.forEach((entry, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    const box = { x: MARGIN + column * (columnWidth + 24), y: 140 + row * rowHeight, width: columnWidth, height: rowHeight - 10 };
    doc.save().roundedRect(box.x, box.y, box.width, box.height, 12).fill(tintOf(ACCENTS[index % ACCENTS.length])).restore();
    doc.save().circle(box.x + 22, box.y + box.height / 2, 8).fill(ACCENTS[index % ACCENTS.length]).restore();
    fitText(doc, entry.label, { x: box.x + 42, y: box.y, width: box.width - 56, height: box.height, font: fonts.bold, maxSize: 18, middle: true, color: theme.ink });
    doc.goTo(box.x, box.y, box.width, box.height, entry.dest);
  });
  if (onlineUrl) {
    button('Open this creation online', { x: MARGIN, y: HEIGHT - 90, width: 360, height: 48 }, '#29b6f6', { url: onlineUrl });
    fitText(doc, onlineUrl, { x: MARGIN + 380, y: HEIGHT - 90, width: WIDTH - MARGIN * 2 - 380, height: 48, font: fonts.regular, maxSize: 13, middle: true, color: theme.muted });
    doc.link(MARGIN + 380, HEIGHT - 90, WIDTH - MARGIN * 2 - 380, 48, onlineUrl);
  }

  // Story pages.
  let storyIndex = 0;
  content.chapters.forEach((chapter, chapterIndex) => {
    chapter.pages.forEach((storyPage, pageIndex) => {
      const color = ACCENTS[chapterIndex % ACCENTS.length];
      page();
      if (storyIndex === 0) doc.addNamedDestination('story');
      if (pageIndex === 0) doc.addNamedDestination(`chapter-${chapterIndex + 1}`);
      header(`Chapter ${chapterIndex + 1}: ${chapter.title}`, color);
      // Larger or roomier story text (a child's support needs) takes room from the picture.
      const art = { x: MARGIN, y: 92, width: content.reading ? 420 : 520, height: HEIGHT - 92 - MARGIN };
      doc.save().roundedRect(art.x - 6, art.y - 6, art.width + 12, art.height + 12, 30).fill(tintOf(color)).restore();
      drawIllustration(doc, storyPage.illustration, art, { radius: 24 });
      const textX = art.x + art.width + 36;
      const textWidth = WIDTH - MARGIN - textX;
      const headingBox = fitText(doc, storyPage.heading, { x: textX, y: 100, width: textWidth, height: 90, font: fonts.bold, maxSize: 32, color });
      fitText(doc, storyPage.text, {
        x: textX, y: 100 + headingBox.height + 18, width: textWidth, height: HEIGHT - MARGIN - 40 - (100 + headingBox.height + 18),
        font: fonts.regular, ...storyTextStyle(STORY_TEXT_SIZE[content.ageBand], content.reading), color: theme.ink,
      });
      storyIndex += 1;
      fitText(doc, `Story page ${storyIndex}`, { x: textX, y: HEIGHT - MARGIN - 22, width: textWidth, height: 22, font: fonts.regular, maxSize: 12, align: 'right', color: theme.muted });
    });
  });

  // Facts (and glossary).
  page('#f3fbff');
  doc.addNamedDestination('facts');
  header(content.exploration ? 'Explorer tips' : 'Did you know?', '#29b6f6');
  // Where the facts come from, or which parts are general (issue 19), under the page's title.
  if (content.note) fitText(doc, content.note, { x: MARGIN, y: 68, width: WIDTH - MARGIN * 2, height: 28, font: fonts.regular, maxSize: 13, middle: true, color: theme.muted });
  const glossary = content.glossary ?? [];
  const factsWidth = glossary.length ? (WIDTH - MARGIN * 3) / 2 : WIDTH - MARGIN * 2;
  const factHeight = Math.min(96, (HEIGHT - 110 - MARGIN) / Math.max(content.facts.length, 1));
  content.facts.forEach((fact, index) => {
    const y = 100 + index * factHeight;
    doc.save().roundedRect(MARGIN, y, factsWidth, factHeight - 10, 14).fill('#ffffff').restore();
    doc.save().circle(MARGIN + 26, y + (factHeight - 10) / 2, 13).fill(ACCENTS[index % ACCENTS.length]).restore();
    fitText(doc, `${index + 1}`, { x: MARGIN + 13, y: y + (factHeight - 10) / 2 - 9, width: 26, height: 18, font: fonts.bold, maxSize: 13, align: 'center', color: '#ffffff' });
    fitText(doc, fact, { x: MARGIN + 52, y, width: factsWidth - 64, height: factHeight - 10, font: fonts.regular, maxSize: 21, middle: true, color: theme.ink });
  });
  const factsBottom = 100 + content.facts.length * factHeight;
  if (!glossary.length && HEIGHT - MARGIN - factsBottom > 200) {
    // Room left under a short list: a picture from the story fills it.
    const artHeight = HEIGHT - MARGIN - factsBottom - 10;
    drawIllustration(doc, content.chapters.at(-1)?.pages[0]?.illustration ?? firstScene, { x: WIDTH / 2 - (artHeight * 4) / 6, y: factsBottom + 10, width: (artHeight * 4) / 3, height: artHeight }, { radius: 20 });
  }
  if (glossary.length) {
    const gx = MARGIN * 2 + factsWidth;
    fitText(doc, 'Glossary', { x: gx, y: 96, width: factsWidth, height: 34, font: fonts.bold, maxSize: 24, color: '#ab47bc' });
    const rowHeight = Math.min(70, (HEIGHT - 140 - MARGIN) / glossary.length);
    glossary.forEach((entry, index) => {
      fitText(doc, `${entry.word}: ${entry.meaning}`, { x: gx, y: 140 + index * rowHeight, width: factsWidth, height: rowHeight - 6, font: fonts.regular, maxSize: 16, color: theme.ink });
    });
  }

  // Activities.
  prepared.forEach((item, index) => {
    page('#fffdf7');
    doc.addNamedDestination(`activity-${index + 1}`);
    header(`Activity ${index + 1} of ${prepared.length}`, ACCENTS[(index + 1) % ACCENTS.length]);
    doc.save().roundedRect(MARGIN - 12, 84, WIDTH - (MARGIN - 12) * 2, HEIGHT - 84 - 24, 24).fill('#ffffff').restore();
    drawActivity(doc, item, { x: MARGIN + 12, y: 104, width: WIDTH - (MARGIN + 12) * 2, height: HEIGHT - 104 - 48 }, { ...theme, scale: 1.2 });
  });

  // Answers, then a closing page with the link back online.
  page('#f6fff4');
  doc.addNamedDestination('answers');
  header('Answers', '#43a047');
  drawAnswers(doc, prepared, { x: MARGIN, y: 96, width: WIDTH - MARGIN * 2, height: HEIGHT - 96 - MARGIN }, { ...theme, scale: 1.1 }, () => {
    page('#f6fff4');
    header('Answers (continued)', '#43a047');
    return { x: MARGIN, y: 96, width: WIDTH - MARGIN * 2, height: HEIGHT - 96 - MARGIN };
  });

  page('#ffffff');
  const lastScene = content.chapters.at(-1)?.pages.at(-1)?.illustration ?? firstScene;
  drawIllustration(doc, lastScene, { x: 0, y: 0, width: WIDTH, height: HEIGHT });
  doc.save().roundedRect(WIDTH / 2 - 300, HEIGHT / 2 - 130, 600, 260, 28).fillOpacity(0.94).fill('#ffffff').restore();
  fitText(doc, 'Great job, explorer!', { x: WIDTH / 2 - 270, y: HEIGHT / 2 - 110, width: 540, height: 70, font: fonts.bold, maxSize: 44, align: 'center', middle: true, color: '#e8590c' });
  fitText(doc, 'Listen to the audiobook, watch the video, or make another book on this topic.', { x: WIDTH / 2 - 260, y: HEIGHT / 2 - 30, width: 520, height: 60, font: fonts.regular, maxSize: 19, align: 'center', color: theme.ink });
  if (onlineUrl) button('Open this creation online', { x: WIDTH / 2 - 180, y: HEIGHT / 2 + 50, width: 360, height: 50 }, '#29b6f6', { url: onlineUrl });
  button('Back to contents', { x: WIDTH / 2 - 120, y: onlineUrl ? HEIGHT / 2 + 150 : HEIGHT / 2 + 55, width: 240, height: 40 }, '#ab47bc', { goTo: 'contents' });

  return writeDocument(doc, outFile);
}

function tintOf(color: string): string {
  const value = parseInt(color.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * 0.22 + 255 * 0.78);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
