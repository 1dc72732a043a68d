import { Art, darken, labelFont, lighten } from '../art';
import { child, sparkle } from '../parts';

/** A cupcake standing on y. */
export function cupcake(art: Art, x: number, y: number, s: number, frosting: string, sprinkles = true): void {
  art.shape('#ffb74d', (d) => d.polygon([x - 18 * s, y - 26 * s], [x + 18 * s, y - 26 * s], [x + 13 * s, y], [x - 13 * s, y]), { outline: true });
  for (const dx of [-9, 0, 9]) art.stroke(darken('#ffb74d', 0.25), 1.2 * s, (d) => d.moveTo(x + dx * s, y - 25 * s).lineTo(x + dx * 0.75 * s, y - 1 * s));
  art.shape(frosting, (d) => d.moveTo(x - 21 * s, y - 26 * s).bezierCurveTo(x - 26 * s, y - 40 * s, x - 10 * s, y - 44 * s, x - 8 * s, y - 46 * s).bezierCurveTo(x - 4 * s, y - 60 * s, x + 8 * s, y - 58 * s, x + 8 * s, y - 48 * s).bezierCurveTo(x + 22 * s, y - 46 * s, x + 26 * s, y - 34 * s, x + 21 * s, y - 26 * s).closePath(), { outline: true });
  art.shape('#e53935', (d) => d.circle(x + 2 * s, y - 60 * s, 4.5 * s), { outline: true });
  if (sprinkles) {
    const colors = ['#42a5f5', '#ffee58', '#66bb6a', '#ab47bc', '#ffffff'];
    for (let index = 0; index < 7; index += 1) {
      const sx = x + art.random.range(-14, 14) * s;
      const sy = y - art.random.range(30, 44) * s;
      art.stroke(colors[index % colors.length], 2 * s, (d) => d.moveTo(sx, sy).lineTo(sx + 3 * s, sy - 2 * s));
    }
  }
}

function bowl(art: Art, x: number, y: number, s: number, color: string, batter?: string): void {
  if (batter) art.shape(batter, (d) => d.ellipse(x, y - 40 * s, 44 * s, 9 * s));
  art.shape(color, (d) => d.moveTo(x - 48 * s, y - 40 * s).bezierCurveTo(x - 46 * s, y + 2 * s, x + 46 * s, y + 2 * s, x + 48 * s, y - 40 * s).closePath(), { outline: true });
  art.shape(lighten(color, 0.4), (d) => d.ellipse(x - 20 * s, y - 24 * s, 8 * s, 4 * s), { opacity: 0.7 });
}

export function whisk(art: Art, x: number, y: number, s: number, angle: number): void {
  const { doc } = art;
  doc.save();
  doc.translate(x, y).rotate(angle);
  art.shape('#8d6e63', (d) => d.roundedRect(-3 * s, -40 * s, 6 * s, 22 * s, 2 * s), { outline: true });
  for (const w of [5, 10, 15]) art.stroke('#90a4ae', 1.4 * s, (d) => d.moveTo(0, -18 * s).bezierCurveTo(-w * s, -6 * s, -w * s, 14 * s, 0, 16 * s).bezierCurveTo(w * s, 14 * s, w * s, -6 * s, 0, -18 * s));
  doc.restore();
}

function egg(art: Art, x: number, y: number, s: number): void {
  art.shape('#fff8e1', (d) => d.ellipse(x, y, 9 * s, 12 * s), { outline: true });
}

export function oven(art: Art, x: number, y: number, s: number, glowing: boolean): void {
  art.shape('#eceff1', (d) => d.roundedRect(x - 60 * s, y - 110 * s, 120 * s, 110 * s, 8 * s), { outline: true });
  for (const dx of [-40, -15, 10, 35]) art.shape('#90a4ae', (d) => d.circle(x + dx * s, y - 98 * s, 5 * s), { outline: true });
  art.shape('#546e7a', (d) => d.roundedRect(x - 48 * s, y - 82 * s, 96 * s, 66 * s, 6 * s), { outline: true });
  art.shape(glowing ? '#ffb74d' : '#37474f', (d) => d.roundedRect(x - 40 * s, y - 74 * s, 80 * s, 50 * s, 4 * s));
  if (glowing) {
    art.backdrop('#ffe082', (d) => d.roundedRect(x - 40 * s, y - 74 * s, 80 * s, 50 * s, 4 * s), undefined, 0.5);
    art.stroke('#b0bec5', 2 * s, (d) => d.moveTo(x - 36 * s, y - 36 * s).lineTo(x + 36 * s, y - 36 * s));
    for (const dx of [-22, 0, 22]) cupcake(art, x + dx * s, y - 36 * s, 0.42 * s, '#ffe0b2', false);
  }
  art.shape('#90a4ae', (d) => d.roundedRect(x - 30 * s, y - 90 * s, 60 * s, 5 * s, 2 * s));
}

function kitchen(art: Art): void {
  const tile = lighten(art.palette.accents[2] ?? '#80d8ff', 0.55);
  art.backdrop(['#fff8e1', '#ffe0ec'], (d) => d.rect(-400, -300, 1200, 900));
  for (let row = 0; row < 4; row += 1) {
    for (let col = -4; col < 20; col += 1) art.backdrop(tile, (d) => d.rect(col * 26 + (row % 2) * 13, 110 + row * 26, 24, 24), undefined, 0.6);
  }
  art.shape('#ffffff', (d) => d.roundedRect(40, 20, 100, 78, 6), { outline: true });
  art.shape('#b3e5fc', (d) => d.rect(48, 28, 84, 62));
  art.stroke('#ffffff', 3, (d) => d.moveTo(90, 28).lineTo(90, 90).moveTo(48, 59).lineTo(132, 59));
  art.shape('#bcaaa4', (d) => d.rect(-400, 222, 1200, 14), { outline: true });
  art.shape('#d7ccc8', (d) => d.rect(-400, 236, 1200, 400));
  for (let x = -20; x < 420; x += 70) art.stroke('#a1887f', 1.5, (d) => d.moveTo(x, 240).lineTo(x, 300));
}

export function bakingScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3] = art.palette.accents;
  kitchen(art);
  switch (variant) {
    case 'kitchen':
      child(art, 150, 292, 1.05, { hat: 'chef', shirt: '#ffffff' });
      art.shape('#90a4ae', (d) => d.roundedRect(240, 196, 110, 28, 4), { outline: true });
      art.stroke('#b0bec5', 5, (d) => d.moveTo(300, 196).lineTo(300, 170).quadraticCurveTo(300, 160, 312, 162));
      for (let index = 0; index < 6; index += 1) art.stroke('#4fc3f7', 1.3, (d) => d.circle(250 + r.range(0, 90), 180 + r.range(0, 15), r.range(3, 7)));
      break;
    case 'bowl':
      bowl(art, 200, 222, 1.2, a3 ?? '#80d8ff');
      art.shape('#ffffff', (d) => d.roundedRect(60, 130, 50, 92, 6), { outline: true });
      art.ink((d) => d.font(labelFont(art.doc)).fontSize(11).text('FLOUR', 64, 170, { lineBreak: false }), '#8d6e63');
      art.shape('#f8bbd0', (d) => d.roundedRect(300, 160, 40, 62, 6), { outline: true });
      egg(art, 130, 210, 1);
      egg(art, 150, 214, 1);
      art.shape('#b0bec5', (d) => d.polygon([350, 196], [380, 196], [376, 222], [354, 222]), { outline: true });
      break;
    case 'mixing':
      bowl(art, 230, 222, 1.3, a1 ?? '#ff80ab', '#fff3e0');
      whisk(art, 250, 155, 1.3, 25);
      child(art, 90, 292, 1, { hat: 'chef', shirt: '#ffffff' });
      break;
    case 'bubbles':
      bowl(art, 200, 226, 1.5, a3 ?? '#80d8ff', '#ffe0b2');
      for (let index = 0; index < 16; index += 1) art.stroke('#ffb74d', 1.4, (d) => d.circle(200 + r.range(-55, 55), 150 + r.range(-60, 15), r.range(3, 9)));
      art.shape('#ef5350', (d) => d.roundedRect(320, 170, 44, 52, 6), { outline: true });
      art.shape('#ffffff', (d) => d.rect(326, 186, 32, 16));
      break;
    case 'oven':
      oven(art, 200, 236, 1.5, true);
      sparkle(art, 300, 90, 8, '#ffca28');
      break;
    case 'cool':
      art.stroke('#90a4ae', 2, (d) => {
        d.moveTo(90, 214).lineTo(310, 214);
        for (let x = 100; x <= 300; x += 20) d.moveTo(x, 210).lineTo(x, 218);
      });
      for (const [index, x] of [110, 160, 210, 260].entries()) cupcake(art, x + 15, 212, 0.8, index % 2 ? '#fff3e0' : '#ffe0b2', false);
      art.shape('#ffffff', (d) => d.circle(350, 80, 26), { outline: true });
      art.stroke('#e53935', 2.5, (d) => d.moveTo(350, 80).lineTo(350, 62).moveTo(350, 80).lineTo(362, 86));
      break;
    case 'cupcakes':
      for (const [index, x] of [90, 160, 230, 300].entries()) cupcake(art, x + 10, 220, 1.2, [a1, a2, a3, '#b9f6ca'][index] ?? '#ff80ab');
      break;
    case 'share':
      art.shape('#ffffff', (d) => d.ellipse(200, 218, 80, 12), { outline: true });
      for (const [index, x] of [160, 200, 240].entries()) cupcake(art, x, 214, 0.9, [a1, a2, a3][index] ?? '#ff80ab');
      child(art, 60, 292, 0.95, { shirt: a1 });
      child(art, 340, 292, 1.1, { shirt: '#5c6bc0', facing: -1 });
      break;
    default:
      cupcake(art, 140, 220, 1.3, a1 ?? '#ff80ab');
      oven(art, 290, 236, 1.1, false);
  }
}
