import type { Activity, CountingItem } from '../content/types';
import { drawIcon, type Box } from '../illustrations';
import { createRandom } from '../illustrations/random';
import { fitText, type Theme } from './layout';
import { generateWordSearch, type WordSearchGrid } from './wordsearch';

/** Per-book preparation shared by the activity pages and the answers page (same grids, same shuffles). */
export interface PreparedActivity {
  activity: Activity;
  /** Right-hand column order of a matching activity (indices into pairs). */
  rightOrder?: number[];
  grid?: WordSearchGrid;
}

export function prepareActivities(activities: Activity[], seed: number, ageBand: string): PreparedActivity[] {
  return activities.map((activity, index) => {
    const random = createRandom(seed + index * 977);
    if (activity.kind === 'matching') {
      const order = activity.pairs.map((_, pairIndex) => pairIndex);
      let rightOrder = random.shuffle(order);
      // Never leave the answers lined up straight across.
      if (rightOrder.every((value, position) => value === position)) rightOrder = [...order.slice(1), order[0]];
      return { activity, rightOrder };
    }
    if (activity.kind === 'word-search') {
      const grid = generateWordSearch(activity.words, {
        seed: seed + index * 131,
        diagonals: ageBand === '9-10',
        minSize: ageBand === '9-10' ? 12 : 10,
        maxSize: 14,
      });
      return { activity, grid };
    }
    return { activity };
  });
}

/** Title and instructions of an activity; returns the box left for its body. */
export function drawActivityHeader(doc: PDFKit.PDFDocument, activity: Activity, area: Box, theme: Theme): Box {
  const titleSize = 26 * theme.scale;
  fitText(doc, activity.title, { ...area, height: titleSize * 1.3, font: theme.fonts.bold, maxSize: titleSize, color: theme.accent });
  const instructionsTop = area.y + titleSize * 1.35;
  const { height } = fitText(doc, activity.instructions, {
    x: area.x,
    y: instructionsTop,
    width: area.width,
    height: 40 * theme.scale,
    font: theme.fonts.regular,
    maxSize: 13 * theme.scale,
    color: theme.muted,
  });
  const top = instructionsTop + height + 14 * theme.scale;
  return { x: area.x, y: top, width: area.width, height: area.y + area.height - top };
}

/** Draws one activity (header and body) into area. */
export function drawActivity(doc: PDFKit.PDFDocument, prepared: PreparedActivity, area: Box, theme: Theme): void {
  const body = drawActivityHeader(doc, prepared.activity, area, theme);
  const activity = prepared.activity;
  switch (activity.kind) {
    case 'matching':
      return drawMatching(doc, activity, prepared.rightOrder ?? activity.pairs.map((_, i) => i), body, theme);
    case 'tracing':
      return drawTracing(doc, activity.words, body, theme);
    case 'counting':
      return drawCounting(doc, activity.items, body, theme);
    case 'word-search':
      return drawWordSearch(doc, prepared.grid!, body, theme);
    case 'drawing':
      return drawDrawing(doc, activity.prompt, body, theme);
    case 'quiz':
      return drawQuiz(doc, activity.questions, body, theme);
    case 'vocabulary':
      return drawVocabulary(doc, activity.words, body, theme);
  }
}

function drawMatching(doc: PDFKit.PDFDocument, activity: Extract<Activity, { kind: 'matching' }>, order: number[], area: Box, theme: Theme): void {
  const rows = activity.pairs.length;
  const rowHeight = Math.min(area.height / rows, 110 * theme.scale);
  const top = area.y + (area.height - rowHeight * rows) / 2;
  const columnWidth = area.width * 0.36;
  const hasIcons = activity.pairs.some((pair) => pair.icon);
  activity.pairs.forEach((pair, row) => {
    const y = top + row * rowHeight;
    const centre = y + rowHeight / 2;
    let textX = area.x;
    if (hasIcons) {
      const iconSize = Math.min(rowHeight * 0.8, 70 * theme.scale);
      if (pair.icon) drawIcon(doc, pair.icon, area.x + iconSize / 2, centre, iconSize, theme.style);
      textX = area.x + iconSize + 10;
    }
    card(doc, { x: textX, y: y + rowHeight * 0.15, width: area.x + columnWidth - textX, height: rowHeight * 0.7 }, theme, theme.accents[row % theme.accents.length]);
    fitText(doc, pair.left, { x: textX + 8, y: y + rowHeight * 0.15, width: area.x + columnWidth - textX - 16, height: rowHeight * 0.7, font: theme.fonts.bold, maxSize: 18 * theme.scale, middle: true, align: 'center', color: theme.ink });
    dot(doc, area.x + columnWidth + 14, centre, theme);
    const right = activity.pairs[order[row]].right;
    const rightX = area.x + area.width - columnWidth;
    dot(doc, rightX - 14, centre, theme);
    card(doc, { x: rightX, y: y + rowHeight * 0.15, width: columnWidth, height: rowHeight * 0.7 }, theme, theme.accents[(row + 2) % theme.accents.length]);
    fitText(doc, right, { x: rightX + 8, y: y + rowHeight * 0.15, width: columnWidth - 16, height: rowHeight * 0.7, font: theme.fonts.regular, maxSize: 15 * theme.scale, middle: true, align: 'center', color: theme.ink });
  });
}

function card(doc: PDFKit.PDFDocument, box: Box, theme: Theme, color: string): void {
  doc.save();
  doc.roundedRect(box.x, box.y, box.width, box.height, 10);
  if (theme.style === 'color') doc.fillColor(tint(color, 0.78)).fill();
  else doc.lineWidth(1.2).strokeColor(theme.ink).stroke();
  doc.restore();
}

function dot(doc: PDFKit.PDFDocument, x: number, y: number, theme: Theme): void {
  doc.save().circle(x, y, 5).fillColor(theme.ink).fill().restore();
}

function drawTracing(doc: PDFKit.PDFDocument, words: string[], area: Box, theme: Theme): void {
  const rows = Math.min(words.length, 5);
  const rowHeight = Math.min(area.height / rows, 120 * theme.scale);
  words.slice(0, rows).forEach((word, row) => {
    const y = area.y + row * rowHeight + rowHeight * 0.1;
    const lineHeight = rowHeight * 0.75;
    const top = y;
    const base = y + lineHeight;
    doc.save().lineWidth(1).strokeColor('#9e9e9e');
    doc.moveTo(area.x, top).lineTo(area.x + area.width, top).stroke();
    doc.moveTo(area.x, base).lineTo(area.x + area.width, base).stroke();
    doc.dash(6, { space: 5 }).moveTo(area.x, top + lineHeight / 2).lineTo(area.x + area.width, top + lineHeight / 2).stroke().undash();
    doc.restore();
    // Letters drawn as dotted outlines to trace, twice; room to write once more.
    const size = lineHeight * 1.25;
    doc.save().font(theme.fonts.bold).fontSize(size).lineWidth(1.3).dash(2.5, { space: 2.5 }).strokeColor(theme.style === 'color' ? theme.accents[row % theme.accents.length] : '#555555');
    const wordWidth = doc.widthOfString(word);
    const textY = base - size * 0.93;
    doc.text(word, area.x + 12, textY, { lineBreak: false, stroke: true, fill: false });
    if (area.x + 12 + wordWidth * 2 + 60 < area.x + area.width) doc.text(word, area.x + 12 + wordWidth + 40, textY, { lineBreak: false, stroke: true, fill: false });
    doc.undash().restore();
  });
}

function drawCounting(doc: PDFKit.PDFDocument, items: CountingItem[], area: Box, theme: Theme): void {
  const rowHeight = area.height / items.length;
  items.forEach((item, row) => {
    const box = { x: area.x, y: area.y + row * rowHeight, width: area.width, height: rowHeight };
    if (item.way && item.groups) drawGroupedCount(doc, item as CountingItem & { way: NonNullable<CountingItem['way']>; groups: number[] }, box, theme);
    else drawOneByOne(doc, item, box, theme);
  });
}

/** Ages 3-5: the pictures in a row (two rows past six), a box for how many. */
function drawOneByOne(doc: PDFKit.PDFDocument, item: CountingItem, area: Box, theme: Theme): void {
  const { y } = area;
  const rowHeight = area.height;
  const boxSize = Math.min(rowHeight * 0.55, 70 * theme.scale);
  const iconsWidth = area.width - boxSize - 40;
  const perRow = item.count > 6 ? Math.ceil(item.count / 2) : item.count;
  const lines = Math.ceil(item.count / perRow);
  const labelHeight = 20 * theme.scale;
  const icon = Math.min(iconsWidth / Math.max(perRow, 5), (rowHeight - labelHeight - 10) / lines, 80 * theme.scale);
  fitText(doc, `How many ${item.label}?`, { x: area.x, y, width: iconsWidth, height: labelHeight, font: theme.fonts.bold, maxSize: 15 * theme.scale, color: theme.ink });
  for (let index = 0; index < item.count; index += 1) {
    const column = index % perRow;
    const line = Math.floor(index / perRow);
    drawIcon(doc, item.scene, area.x + icon * (column + 0.5), y + labelHeight + 4 + icon * (line + 0.5), icon * 0.9, theme.style);
  }
  answerBox(doc, area.x + area.width - boxSize - 10, y + labelHeight + (rowHeight - labelHeight - boxSize) / 2, boxSize, theme);
}

/** The question a grouped counting row asks. */
export function countingQuestion(item: CountingItem): string {
  const groups = item.groups ?? [];
  switch (item.way) {
    case 'add':
      return `Count each group, then add: how many ${item.label} in all?`;
    case 'groups':
      return `${groups.length} groups of ${groups[0]} ${item.label}. How many ${item.label} in all?`;
    case 'skip':
      return `Count the ${item.label} by ${groups[0]}s. Write the total under each group.`;
    default:
      return `How many ${item.label}?`;
  }
}

/**
 * Ages 6-8: the pictures drawn in their groups (each group framed). Adding shows "+" between two groups; equal groups
 * end with "=" and an answer box; skip-counting has a box under every group, the first one filled in as an example.
 */
function drawGroupedCount(doc: PDFKit.PDFDocument, item: CountingItem & { way: NonNullable<CountingItem['way']>; groups: number[] }, area: Box, theme: Theme): void {
  const labelHeight = 22 * theme.scale;
  fitText(doc, countingQuestion(item), { x: area.x, y: area.y, width: area.width, height: labelHeight, font: theme.fonts.bold, maxSize: 15 * theme.scale, color: theme.ink });
  const skip = item.way === 'skip';
  const boxSize = Math.min(area.height * 0.4, 56 * theme.scale);
  const smallBox = Math.min(area.height * 0.22, 34 * theme.scale);
  const signWidth = 26 * theme.scale;
  const top = area.y + labelHeight + 6;
  const iconHeight = area.height - labelHeight - 16 - (skip ? smallBox + 8 : 0);
  const layout = item.groups.map((size) => ({ size, columns: size <= 3 ? size : Math.ceil(size / 2), lines: size <= 3 ? 1 : 2 }));
  const columns = layout.reduce((sum, group) => sum + group.columns, 0);
  const gaps = item.groups.length - 1;
  const available = area.width - (skip ? 0 : signWidth + boxSize + 20) - gaps * (item.way === 'add' ? signWidth : 12 * theme.scale) - item.groups.length * 8;
  const icon = Math.min(available / columns, iconHeight / 2, 54 * theme.scale);
  let x = area.x;
  let running = 0;
  layout.forEach((group, index) => {
    const width = group.columns * icon + 8;
    const height = group.lines * icon + 8;
    const y = top + (iconHeight - height) / 2;
    doc.save().lineWidth(1.2).roundedRect(x, y, width, height, 8 * theme.scale);
    if (theme.style === 'color') doc.fillAndStroke('#fff7e6', theme.muted);
    else doc.dash(3, { space: 3 }).stroke(theme.muted);
    doc.undash().restore();
    for (let picture = 0; picture < group.size; picture += 1) {
      const column = picture % group.columns;
      const line = Math.floor(picture / group.columns);
      drawIcon(doc, item.scene, x + 4 + icon * (column + 0.5), y + 4 + icon * (line + 0.5), icon * 0.86, theme.style);
    }
    running += group.size;
    if (skip) {
      const bx = x + width / 2 - smallBox / 2;
      const by = top + iconHeight + 4;
      answerBox(doc, bx, by, smallBox, theme);
      // The first total is written in, so the child sees what to do.
      if (index === 0) fitText(doc, String(running), { x: bx, y: by, width: smallBox, height: smallBox, font: theme.fonts.bold, maxSize: smallBox * 0.6, align: 'center', middle: true, color: theme.muted });
    }
    x += width;
    if (index < gaps) {
      if (item.way === 'add') sign(doc, '+', x, top, signWidth, iconHeight, theme);
      x += item.way === 'add' ? signWidth : 12 * theme.scale;
    }
  });
  if (!skip) {
    sign(doc, '=', x, top, signWidth, iconHeight, theme);
    answerBox(doc, x + signWidth + 6, top + (iconHeight - boxSize) / 2, boxSize, theme);
  }
}

function sign(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number, theme: Theme): void {
  fitText(doc, text, { x, y, width, height, font: theme.fonts.bold, maxSize: 26 * theme.scale, align: 'center', middle: true, color: theme.ink });
}

function answerBox(doc: PDFKit.PDFDocument, x: number, y: number, size: number, theme: Theme): void {
  doc.save().lineWidth(2).roundedRect(x, y, size, size, 8).strokeColor(theme.ink).stroke().restore();
}

function drawWordSearch(doc: PDFKit.PDFDocument, grid: WordSearchGrid, area: Box, theme: Theme): void {
  const listWidth = Math.min(area.width * 0.3, 220 * theme.scale);
  const cell = Math.min((area.width - listWidth - 20) / grid.size, area.height / grid.size);
  const gridX = area.x;
  const gridY = area.y;
  doc.save();
  if (theme.style === 'color') doc.roundedRect(gridX - 6, gridY - 6, cell * grid.size + 12, cell * grid.size + 12, 10).fillColor('#ffffff').fill();
  doc.roundedRect(gridX - 6, gridY - 6, cell * grid.size + 12, cell * grid.size + 12, 10).lineWidth(1.5).strokeColor(theme.ink).stroke();
  doc.restore();
  doc.font(theme.fonts.bold).fontSize(cell * 0.58).fillColor(theme.ink);
  grid.grid.forEach((letters, row) =>
    letters.forEach((letter, col) => {
      doc.text(letter, gridX + col * cell, gridY + row * cell + cell * 0.2, { width: cell, align: 'center', lineBreak: false });
    }),
  );
  const listX = area.x + area.width - listWidth;
  fitText(doc, 'Find these words:', { x: listX, y: area.y, width: listWidth, height: 24 * theme.scale, font: theme.fonts.bold, maxSize: 15 * theme.scale, color: theme.accent });
  const lineHeight = Math.min((area.height - 30 * theme.scale) / grid.words.length, 30 * theme.scale);
  grid.words.forEach((word, index) => {
    const y = area.y + 30 * theme.scale + index * lineHeight;
    doc.save().lineWidth(1.2).rect(listX, y + lineHeight * 0.2, lineHeight * 0.55, lineHeight * 0.55).strokeColor(theme.muted).stroke().restore();
    fitText(doc, word, { x: listX + lineHeight * 0.8, y: y + lineHeight * 0.12, width: listWidth - lineHeight, height: lineHeight * 0.8, font: theme.fonts.regular, maxSize: 15 * theme.scale, color: theme.ink });
  });
}

function drawDrawing(doc: PDFKit.PDFDocument, prompt: string, area: Box, theme: Theme): void {
  const { height } = fitText(doc, prompt, { x: area.x, y: area.y, width: area.width, height: 70 * theme.scale, font: theme.fonts.bold, maxSize: 17 * theme.scale, color: theme.ink });
  const top = area.y + height + 12;
  doc.save().lineWidth(2.5).dash(10, { space: 6 }).roundedRect(area.x, top, area.width, area.y + area.height - top, 18).strokeColor(theme.style === 'color' ? theme.accent : '#555555').stroke().undash().restore();
}

function drawQuiz(doc: PDFKit.PDFDocument, questions: Extract<Activity, { kind: 'quiz' }>['questions'], area: Box, theme: Theme): void {
  const blockHeight = area.height / questions.length;
  questions.forEach((question, index) => {
    const y = area.y + index * blockHeight;
    const questionHeight = Math.min(blockHeight * 0.42, 44 * theme.scale);
    fitText(doc, `${index + 1}. ${question.question}`, { x: area.x, y, width: area.width, height: questionHeight, font: theme.fonts.bold, maxSize: 15 * theme.scale, color: theme.ink });
    const optionWidth = area.width / question.options.length;
    const optionHeight = Math.min(blockHeight - questionHeight - 6, 40 * theme.scale);
    question.options.forEach((option, optionIndex) => {
      const x = area.x + 16 + optionIndex * optionWidth;
      const oy = y + questionHeight + 4;
      const radius = Math.min(8 * theme.scale, optionHeight / 3);
      doc.save().lineWidth(1.4).circle(x + radius, oy + radius + 2, radius).strokeColor(theme.ink).stroke().restore();
      fitText(doc, `${String.fromCharCode(65 + optionIndex)}. ${option}`, { x: x + radius * 2 + 8, y: oy, width: optionWidth - radius * 2 - 28, height: optionHeight, font: theme.fonts.regular, maxSize: 13 * theme.scale, color: theme.ink });
    });
  });
}

function drawVocabulary(doc: PDFKit.PDFDocument, words: Extract<Activity, { kind: 'vocabulary' }>['words'], area: Box, theme: Theme): void {
  const rowHeight = area.height / words.length;
  words.forEach((entry, index) => {
    const y = area.y + index * rowHeight;
    const wordWidth = area.width * 0.24;
    fitText(doc, entry.word, { x: area.x, y: y + 2, width: wordWidth, height: rowHeight * 0.4, font: theme.fonts.bold, maxSize: 17 * theme.scale, color: theme.style === 'color' ? theme.accents[index % theme.accents.length] : theme.ink });
    fitText(doc, entry.meaning, { x: area.x + wordWidth, y: y + 2, width: area.width - wordWidth, height: rowHeight * 0.42, font: theme.fonts.regular, maxSize: 13 * theme.scale, color: theme.ink });
    const lineY = y + rowHeight * 0.82;
    doc.save().lineWidth(1).moveTo(area.x, lineY).lineTo(area.x + area.width, lineY).strokeColor('#9e9e9e').stroke().restore();
  });
}

function tint(color: string, amount: number): string {
  const value = parseInt(color.replace('#', ''), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) + (255 - ((value >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Answer lines for the answers page (activities with no single answer are skipped). */
export function answerLines(prepared: PreparedActivity): string[] {
  const activity = prepared.activity;
  switch (activity.kind) {
    case 'matching':
      return activity.pairs.map((pair) => `${pair.left} — ${pair.right}`);
    case 'counting':
      return activity.items.map((item) => countingAnswer(item));
    case 'quiz':
      return activity.questions.map((question, index) => `${index + 1}. ${String.fromCharCode(65 + question.answerIndex)}. ${question.options[question.answerIndex]}`);
    default:
      return [];
  }
}

/** The answer line of one counting row: "flames: 3 + 4 = 7", "rocks: 3 groups of 4 = 12", "clouds: 2, 4, 6, 8". */
export function countingAnswer(item: CountingItem): string {
  const groups = item.groups ?? [];
  if (item.way === 'add') return `${item.label}: ${groups.join(' + ')} = ${item.count}`;
  if (item.way === 'groups') return `${item.label}: ${groups.length} groups of ${groups[0]} = ${item.count}`;
  if (item.way === 'skip') return `${item.label}: ${groups.map((_, index) => groups[0] * (index + 1)).join(', ')}`;
  return `${item.label}: ${item.count}`;
}

/** A small solved word-search grid (found letters highlighted) for the answers page. */
export function drawWordSearchSolution(doc: PDFKit.PDFDocument, grid: WordSearchGrid, box: Box, theme: Theme): void {
  const cell = Math.min(box.width, box.height) / grid.size;
  const found = new Set<string>();
  for (const placement of grid.placements) for (let index = 0; index < placement.word.length; index += 1) found.add(`${placement.row + placement.dRow * index}:${placement.col + placement.dCol * index}`);
  grid.grid.forEach((letters, row) =>
    letters.forEach((letter, col) => {
      const hit = found.has(`${row}:${col}`);
      if (hit) doc.save().rect(box.x + col * cell, box.y + row * cell, cell, cell).fillColor(theme.style === 'color' ? '#ffe082' : '#dddddd').fill().restore();
      doc.font(hit ? theme.fonts.bold : theme.fonts.regular).fontSize(cell * 0.6).fillColor(hit ? theme.ink : '#9e9e9e');
      doc.text(letter, box.x + col * cell, box.y + row * cell + cell * 0.18, { width: cell, align: 'center', lineBreak: false });
    }),
  );
}
