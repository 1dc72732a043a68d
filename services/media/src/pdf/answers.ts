import type { Box } from '../illustrations';
import { answerLines, drawWordSearchSolution, type PreparedActivity } from './activities';
import { fitText, type Theme } from './layout';

interface Block {
  title: string;
  height: number;
  draw: (box: Box) => void;
}

/**
 * Lays the answers of every activity out in two columns, adding pages through newPage when they overflow.
 * newPage() must add a page and return the content box of that page.
 */
export function drawAnswers(doc: PDFKit.PDFDocument, prepared: PreparedActivity[], first: Box, theme: Theme, newPage: () => Box): void {
  const gap = 24 * theme.scale;
  const columnWidth = (first.width - gap) / 2;
  const lineHeight = 17 * theme.scale;
  const titleHeight = 24 * theme.scale;
  const blocks: Block[] = [];
  prepared.forEach((item, index) => {
    const heading = `${index + 1}. ${item.activity.title}`;
    if (item.grid) {
      const grid = item.grid;
      const size = Math.min(columnWidth, 260 * theme.scale);
      blocks.push({ title: heading, height: titleHeight + size + 8, draw: (box) => drawWordSearchSolution(doc, grid, { x: box.x, y: box.y, width: size, height: size }, theme) });
      return;
    }
    const lines = answerLines(item);
    if (lines.length === 0) return;
    blocks.push({
      title: heading,
      height: titleHeight + lines.length * lineHeight * 1.5 + 8,
      draw: (box) =>
        lines.forEach((line, lineIndex) =>
          fitText(doc, line, { x: box.x, y: box.y + lineIndex * lineHeight * 1.5, width: box.width, height: lineHeight * 1.4, font: theme.fonts.regular, maxSize: 13 * theme.scale, color: theme.ink }),
        ),
    });
  });
  if (blocks.length === 0) {
    fitText(doc, 'These activities have no single right answer: every drawing and every traced word is a winner!', { ...first, height: 80, font: theme.fonts.regular, maxSize: 16 * theme.scale, color: theme.ink });
    return;
  }
  let area = first;
  let column = 0;
  let y = area.y;
  for (const block of blocks) {
    const height = Math.min(block.height, area.height);
    if (y + height > area.y + area.height) {
      column += 1;
      y = area.y;
      if (column > 1) {
        area = newPage();
        column = 0;
        y = area.y;
      }
    }
    const x = area.x + column * (columnWidth + gap);
    fitText(doc, block.title, { x, y, width: columnWidth, height: titleHeight, font: theme.fonts.bold, maxSize: 15 * theme.scale, color: theme.accent });
    block.draw({ x, y: y + titleHeight, width: columnWidth, height: height - titleHeight });
    y += height + 12 * theme.scale;
  }
}
