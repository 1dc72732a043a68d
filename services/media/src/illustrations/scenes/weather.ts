import { Art, darken, lighten } from '../art';
import { child, cloud, ground, grassTufts, hills, roundTree, sky, sun } from '../parts';

/** Weather and sky scenes: a cloudy day, rain, a rainbow, snow, a storm seen from indoors, the four seasons. */
export function weatherScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3] = art.palette.accents;
  switch (variant) {
    case 'rain':
      sky(art, '#90a4ae', '#cfd8dc');
      hills(art, 200, '#81a97e');
      ground(art, 235, '#6fa36b');
      for (let index = 0; index < 40; index += 1) {
        const x = r.range(-10, 410);
        const y = r.range(60, 280);
        art.stroke('#4fc3f7', 2, (d) => d.moveTo(x, y).lineTo(x - 3, y + 10));
      }
      for (const [x, y, s] of [[20, 50, 1.2], [150, 35, 1.4], [290, 55, 1.1]]) cloud(art, x, y, s, '#78909c');
      art.shape('#81d4fa', (d) => d.ellipse(280, 278, 46, 8).ellipse(90, 290, 30, 6), { opacity: 0.8 });
      child(art, 200, 288, 1, { shirt: '#ffca28' });
      umbrella(art, 224, 238, a1);
      return;
    case 'rainbow':
      sky(art);
      sun(art, 60, 60, 20);
      hills(art, 205, lighten(art.palette.groundDark, 0.2));
      ['#ef5350', '#ffa726', '#ffee58', '#66bb6a', '#42a5f5', '#7e57c2'].forEach((color, index) => {
        art.stroke(color, 10, (d) => halfCircle(d, 230, 250, 150 - index * 10));
      });
      cloud(art, 55, 238, 1.3);
      cloud(art, 345, 238, 1.3);
      ground(art, 250);
      grassTufts(art, 255, 10);
      child(art, 200, 294, 0.7, { shirt: a2 });
      return;
    case 'snow':
      sky(art, '#b0bec5', '#eceff1');
      ground(art, 230, '#ffffff');
      roundTree(art, 340, 240, 1.2, '#e3f2fd');
      snowman(art, 250, 282, a1);
      child(art, 130, 288, 1, { shirt: a3, hat: 'helmet', hatColor: a1 });
      for (let index = 0; index < 45; index += 1) art.shape('#ffffff', (d) => d.circle(r.range(0, 400), r.range(0, 290), r.range(1.5, 3.5)));
      return;
    case 'storm':
      stormWindow(art);
      return;
    case 'seasons':
      seasons(art);
      return;
    default:
      sky(art);
      sun(art, 330, 70, 24);
      for (const [x, y, s] of [[20, 60, 1.1], [130, 40, 1.5], [250, 110, 0.9], [60, 140, 0.8]]) cloud(art, x, y, s);
      hills(art, 205, lighten(art.palette.groundDark, 0.2));
      ground(art, 240);
      grassTufts(art, 245, 12);
      roundTree(art, 330, 262, 1);
      child(art, 150, 292, 0.9, { shirt: a1 });
  }
}

/** Upper half of a circle (two of PDFKit's Bézier quarters), left to right. */
function halfCircle(d: PDFKit.PDFDocument, cx: number, cy: number, radius: number): PDFKit.PDFDocument {
  const k = radius * 0.5523;
  return d.moveTo(cx - radius, cy).bezierCurveTo(cx - radius, cy - k, cx - k, cy - radius, cx, cy - radius).bezierCurveTo(cx + k, cy - radius, cx + radius, cy - k, cx + radius, cy);
}

/** An open umbrella held at (x, y): the handle goes up from the hand to the canopy. */
function umbrella(art: Art, x: number, y: number, color: string): void {
  art.stroke('#5d4037', 3, (d) => d.moveTo(x, y + 14).lineTo(x, y - 62).moveTo(x, y + 14).quadraticCurveTo(x + 8, y + 20, x + 8, y + 10));
  art.shape(color, (d) =>
    d.moveTo(x - 56, y - 50).bezierCurveTo(x - 52, y - 100, x + 52, y - 100, x + 56, y - 50)
      .quadraticCurveTo(x + 42, y - 60, x + 28, y - 50).quadraticCurveTo(x + 14, y - 60, x, y - 50)
      .quadraticCurveTo(x - 14, y - 60, x - 28, y - 50).quadraticCurveTo(x - 42, y - 60, x - 56, y - 50).closePath(),
  { outline: true });
}

function snowman(art: Art, x: number, y: number, scarf: string): void {
  art.shape('#ffffff', (d) => d.circle(x, y - 28, 30), { outline: true });
  art.shape('#ffffff', (d) => d.circle(x, y - 76, 22), { outline: true });
  art.shape('#ffffff', (d) => d.circle(x, y - 112, 16), { outline: true });
  art.ink((d) => d.circle(x - 6, y - 116, 2.2).circle(x + 6, y - 116, 2.2).circle(x, y - 82, 2.5).circle(x, y - 68, 2.5));
  art.shape('#ff7043', (d) => d.polygon([x, y - 112], [x + 16, y - 109], [x, y - 106]));
  art.shape(scarf, (d) => d.roundedRect(x - 18, y - 99, 36, 8, 3).rect(x + 6, y - 95, 8, 20), { outline: true });
  art.stroke('#6d4c41', 3, (d) => d.moveTo(x - 22, y - 80).lineTo(x - 46, y - 96).moveTo(x + 22, y - 80).lineTo(x + 46, y - 98));
}

/** A thunderstorm outside, a child safe indoors watching from the window (go indoors when thunder roars). */
function stormWindow(art: Art): void {
  art.backdrop(['#ffe0b2', '#ffcc80'], (d) => d.rect(-400, -300, 1200, 900));
  art.shape('#8d6e63', (d) => d.rect(-400, 262, 1200, 300));
  art.shape('#ffffff', (d) => d.roundedRect(90, 30, 220, 170, 8), { outline: true });
  art.doc.save();
  art.doc.rect(102, 42, 196, 146).clip();
  art.backdrop(['#37474f', '#607d8b'], (d) => d.rect(102, 42, 196, 146), [0, 42, 0, 188]);
  cloud(art, 110, 70, 1.3, '#455a64');
  cloud(art, 200, 60, 1.6, '#546e7a');
  art.shape('#ffee58', (d) => d.polygon([222, 88], [196, 138], [214, 138], [200, 182], [240, 122], [220, 122], [236, 88]));
  for (let index = 0; index < 18; index += 1) {
    const x = art.random.range(104, 296);
    const y = art.random.range(90, 180);
    art.stroke('#90caf9', 1.6, (d) => d.moveTo(x, y).lineTo(x - 3, y + 9));
  }
  art.doc.restore();
  art.shape('#ffffff', (d) => d.rect(196, 42, 8, 146).rect(102, 111, 196, 8));
  art.shape(darken('#ffcc80', 0.1), (d) => d.roundedRect(80, 196, 240, 12, 4), { outline: true });
  child(art, 160, 296, 1, { shirt: art.palette.accents[3] ?? '#4fc3f7' });
  art.shape('#ef9a9a', (d) => d.roundedRect(250, 232, 60, 34, 8), { outline: true });
}

/** One tree four times: blossom, summer leaves, autumn leaves falling, bare branches in snow. */
function seasons(art: Art): void {
  const panels: { skyTop: string; ground: string; leaves: string[] | null; snow?: boolean; falling?: boolean }[] = [
    { skyTop: '#b3e5fc', ground: '#9ccc65', leaves: ['#f8bbd0', '#f48fb1', '#ffffff'] },
    { skyTop: '#81d4fa', ground: '#7cb342', leaves: ['#43a047', '#66bb6a', '#2e7d32'] },
    { skyTop: '#ffe0b2', ground: '#a1887f', leaves: ['#ff7043', '#ffa726', '#d84315'], falling: true },
    { skyTop: '#cfd8dc', ground: '#e3eef5', leaves: null, snow: true },
  ];
  panels.forEach((panel, index) => {
    const x = index * 100;
    // The outer panels reach past the canvas: a wider or taller box than 4:3 shows more of them, never a gap.
    const left = index === 0 ? -400 : x;
    const width = index === 0 || index === 3 ? 500 : 100;
    art.backdrop([panel.skyTop, lighten(panel.skyTop, 0.6)], (d) => d.rect(left, -300, width, 530), [0, 0, 0, 230]);
    art.shape(panel.ground, (d) => d.rect(left, 230, width, 370));
    art.shape('#795548', (d) => d.moveTo(x + 45, 232).lineTo(x + 47, 150).lineTo(x + 53, 150).lineTo(x + 55, 232).closePath());
    art.stroke('#795548', 4, (d) => d.moveTo(x + 50, 175).lineTo(x + 28, 140).moveTo(x + 50, 165).lineTo(x + 72, 132).moveTo(x + 50, 152).lineTo(x + 50, 118));
    if (panel.leaves) {
      for (let leaf = 0; leaf < 26; leaf += 1) {
        art.shape(panel.leaves[leaf % 3], (d) => d.circle(x + art.random.range(20, 80), art.random.range(100, 160), art.random.range(6, 11)));
      }
    }
    if (panel.falling) for (let leaf = 0; leaf < 6; leaf += 1) art.shape('#ff8a65', (d) => d.ellipse(x + art.random.range(10, 90), art.random.range(175, 240), 4, 2.5));
    if (panel.snow) {
      art.shape('#ffffff', (d) => d.ellipse(x + 28, 140, 8, 3).ellipse(x + 72, 132, 8, 3).ellipse(x + 50, 118, 6, 3));
      for (let flake = 0; flake < 14; flake += 1) art.shape('#ffffff', (d) => d.circle(x + art.random.range(4, 96), art.random.range(10, 220), 2));
    }
    if (index > 0) art.stroke('#ffffff', 3, (d) => d.moveTo(x, 0).lineTo(x, 300));
  });
}
