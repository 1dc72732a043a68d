import { Art, darken, INK, labelFont, lighten } from '../art';
import { book, child, star } from '../parts';

/** Playroom scenes for numbers, letters, shapes and chess: toy blocks, counting towers, a chessboard. */
export function blocksScene(art: Art, variant: string): void {
  const [a1, a2, a3, a4] = art.palette.accents;
  const colors = [a1, a2, a3, a4];
  art.backdrop([art.palette.skyTop, art.palette.skyBottom], (d) => d.rect(-400, -300, 1200, 900));
  art.shape(art.palette.ground, (d) => d.rect(-400, 250, 1200, 400));
  switch (variant) {
    case 'numbers':
      for (let tower = 0; tower < 5; tower += 1) {
        const x = 60 + tower * 64;
        for (let level = 0; level <= tower; level += 1) block(art, x, 252 - level * 36, 34, colors[tower % 4]);
        label(art, String(tower + 1), x, 260, 22, INK);
      }
      return;
    case 'letters':
      ['A', 'B', 'C'].forEach((letter, index) => block(art, 90 + index * 56, 252, 50, colors[index], letter));
      block(art, 118, 202, 50, a4, 'D');
      book(art, 280, 210, 70, 44, a3);
      child(art, 340, 292, 0.8, { shirt: a2, facing: -1 });
      return;
    case 'shapes':
      art.shape(a1, (d) => d.circle(90, 180, 42), { outline: true });
      art.shape(a2, (d) => d.rect(160, 140, 80, 80), { outline: true });
      art.shape(a3, (d) => d.polygon([310, 130], [360, 222], [260, 222]), { outline: true });
      star(art, 200, 70, 34, a4);
      return;
    case 'chess':
      chessboard(art, 104, 58, 24);
      return;
    default:
      [['1', 70], ['A', 126], ['2', 182], ['B', 238], ['3', 294]].forEach(([text, x], index) => block(art, Number(x), 252, 52, colors[index % 4], String(text)));
      block(art, 152, 200, 52, a4, 'C');
      block(art, 210, 200, 52, a1, '4');
      child(art, 360, 292, 0.8, { shirt: a3, facing: -1 });
  }
}

/** A square toy block of side size, standing on y, centred on x, with a letter or number on its face. */
function block(art: Art, x: number, y: number, size: number, color: string, text?: string): void {
  art.shape(lighten(color, 0.25), (d) => d.polygon([x - size / 2, y - size], [x - size / 2 + 8, y - size - 8], [x + size / 2 + 8, y - size - 8], [x + size / 2, y - size]), { outline: true });
  art.shape(darken(color, 0.15), (d) => d.polygon([x + size / 2, y], [x + size / 2, y - size], [x + size / 2 + 8, y - size - 8], [x + size / 2 + 8, y - 8]), { outline: true });
  art.shape(color, (d) => d.rect(x - size / 2, y - size, size, size), { outline: true });
  if (text) label(art, text, x, y - size * 0.82, size * 0.62, '#ffffff');
}

/** Bold text centred on x, its top at y: ink in print, the given colour on screen. */
function label(art: Art, text: string, x: number, y: number, size: number, color: string): void {
  const { doc } = art;
  doc.save();
  doc.font(labelFont(doc)).fontSize(size).fillColor(art.line ? INK : color);
  // Helvetica-Bold's digits and capitals are about 0.7 em wide: close enough to centre one character.
  doc.text(text, x - size * 0.36 * text.length, y, { lineBreak: false });
  doc.restore();
}

/** An 8×8 board with a few pieces on it; cell is one square's side. */
function chessboard(art: Art, x: number, y: number, cell: number): void {
  art.shape('#8d6e63', (d) => d.roundedRect(x - 8, y - 8, cell * 8 + 16, cell * 8 + 16, 6), { outline: true });
  art.shape('#fff3e0', (d) => d.rect(x, y, cell * 8, cell * 8));
  art.ink((d) => {
    for (let row = 0; row < 8; row += 1) for (let col = 0; col < 8; col += 1) if ((row + col) % 2) d.rect(x + col * cell, y + row * cell, cell, cell);
  }, '#a1887f');
  const at = (col: number, row: number) => [x + col * cell + cell / 2, y + row * cell + cell * 0.85] as const;
  for (const col of [2, 3, 4, 5]) pawn(art, ...at(col, 6), '#fafafa');
  for (const col of [2, 4, 5]) pawn(art, ...at(col, 1), '#37474f');
  king(art, ...at(4, 7), '#fafafa');
  queen(art, ...at(3, 0), '#37474f');
  king(art, ...at(4, 0), '#37474f');
}

function pawn(art: Art, x: number, y: number, color: string): void {
  art.shape(color, (d) => d.polygon([x - 8, y], [x + 8, y], [x + 4, y - 12], [x - 4, y - 12]).circle(x, y - 15, 5), { outline: true });
}

function queen(art: Art, x: number, y: number, color: string): void {
  art.shape(color, (d) => d.polygon([x - 9, y], [x + 9, y], [x + 5, y - 20], [x + 9, y - 28], [x + 3, y - 24], [x, y - 31], [x - 3, y - 24], [x - 9, y - 28], [x - 5, y - 20]), { outline: true });
}

function king(art: Art, x: number, y: number, color: string): void {
  art.shape(color, (d) => d.polygon([x - 9, y], [x + 9, y], [x + 5, y - 22], [x - 5, y - 22]).roundedRect(x - 7, y - 27, 14, 6, 2), { outline: true });
  art.stroke(art.line ? INK : darken(color, 0.5), 2.5, (d) => d.moveTo(x, y - 27).lineTo(x, y - 38).moveTo(x - 4, y - 33).lineTo(x + 4, y - 33));
}
