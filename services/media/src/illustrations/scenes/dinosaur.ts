import { Art, darken, lighten } from '../art';
import { child, cloud, ground, hills, palmTree, sky, sparkle, sun, grassTufts, roundTree, star } from '../parts';

type Point = (dx: number, dy: number) => [number, number];
const at = (x: number, y: number, s: number, flip = 1): Point => (dx, dy) => [x + dx * s * flip, y + dy * s];

function eye(art: Art, cx: number, cy: number, r: number): void {
  art.shape('#ffffff', (d) => d.circle(cx, cy, r));
  art.ink((d) => d.circle(cx + r * 0.2, cy, r * 0.55));
  art.shape('#ffffff', (d) => d.circle(cx + r * 0.35, cy - r * 0.25, r * 0.18));
}

function fern(art: Art, x: number, y: number, s: number, color = '#388e3c'): void {
  for (const angle of [-1.1, -0.6, -0.15, 0.3, 0.8]) {
    art.shape(color, (d) => d.moveTo(x, y).quadraticCurveTo(x + Math.sin(angle) * 20 * s, y - 30 * s, x + Math.sin(angle) * 34 * s, y - Math.cos(angle) * 32 * s).quadraticCurveTo(x + Math.sin(angle) * 14 * s, y - 22 * s, x, y).closePath());
  }
}

/** Long-necked sauropod, feet on y, facing right (flip -1 to face left). */
export function sauropod(art: Art, x: number, y: number, s: number, color: string, flip: 1 | -1 = 1): void {
  const p = at(x, y, s, flip);
  art.shape(darken(color, 0.15), (d) => d.roundedRect(Math.min(...[p(-38, 0)[0], p(-24, 0)[0]]), p(0, -40)[1], 14 * s, 40 * s, 4 * s).roundedRect(Math.min(p(22, 0)[0], p(36, 0)[0]), p(0, -40)[1], 14 * s, 40 * s, 4 * s));
  art.shape(color, (d) => d.moveTo(...p(-40, -62)).quadraticCurveTo(...p(-105, -66), ...p(-140, -30)).quadraticCurveTo(...p(-100, -48), ...p(-40, -34)).closePath());
  art.shape(color, (d) => d.moveTo(...p(22, -70)).bezierCurveTo(...p(48, -100), ...p(58, -140), ...p(70, -160)).lineTo(...p(90, -156)).bezierCurveTo(...p(80, -130), ...p(72, -90), ...p(52, -45)).closePath());
  art.shape(color, (d) => d.ellipse(p(0, -55)[0], p(0, -55)[1], 58 * s, 32 * s), { outline: true });
  art.shape(color, (d) => d.roundedRect(Math.min(p(-30, 0)[0], p(-16, 0)[0]), p(0, -36)[1], 14 * s, 36 * s, 4 * s).roundedRect(Math.min(p(30, 0)[0], p(44, 0)[0]), p(0, -36)[1], 14 * s, 36 * s, 4 * s));
  art.shape(color, (d) => d.ellipse(p(86, -160)[0], p(86, -160)[1], 20 * s, 12 * s), { outline: true });
  eye(art, p(92, -164)[0], p(92, -164)[1], 3.5 * s);
  art.stroke(darken(color, 0.4), 1.5 * s, (d) => d.moveTo(...p(96, -154)).quadraticCurveTo(...p(100, -151), ...p(104, -155)));
  for (const [dx, dy, r] of [[-10, -68, 6], [12, -60, 5], [-28, -52, 4], [30, -72, 4]]) art.shape(lighten(color, 0.25), (d) => d.circle(p(dx, dy)[0], p(dx, dy)[1], r * s));
}

/** A friendly T. rex, feet on y, facing right. */
export function trex(art: Art, x: number, y: number, s: number, color: string, flip: 1 | -1 = 1): void {
  const p = at(x, y, s, flip);
  art.shape(darken(color, 0.15), (d) => d.polygon(p(-8, -50), p(6, -50), p(4, -2), p(-16, -2)));
  art.shape(color, (d) => d.moveTo(...p(-30, -80)).quadraticCurveTo(...p(-90, -70), ...p(-125, -35)).quadraticCurveTo(...p(-80, -50), ...p(-26, -50)).closePath());
  art.shape(color, (d) => d.ellipse(p(-5, -72)[0], p(-5, -72)[1], 42 * s, 30 * s), { outline: true });
  art.shape(color, (d) => d.polygon(p(14, -50), p(30, -52), p(30, -2), p(8, -2)), { outline: true });
  art.shape(lighten(color, 0.35), (d) => d.ellipse(p(4, -64)[0], p(4, -64)[1], 22 * s, 16 * s));
  art.shape(color, (d) => d.moveTo(...p(20, -92)).lineTo(...p(30, -118)).lineTo(...p(74, -118)).quadraticCurveTo(...p(84, -108), ...p(76, -98)).lineTo(...p(40, -96)).closePath(), { outline: true });
  art.shape(color, (d) => d.moveTo(...p(36, -94)).lineTo(...p(72, -92)).quadraticCurveTo(...p(74, -84), ...p(66, -82)).lineTo(...p(30, -84)).closePath(), { outline: true });
  art.shape('#c62828', (d) => d.polygon(p(40, -95), p(70, -94), p(64, -86), p(38, -88)), { opacity: 0.8 });
  for (let index = 0; index < 5; index += 1) {
    art.shape('#ffffff', (d) => d.polygon(p(42 + index * 6, -96), p(48 + index * 6, -96), p(45 + index * 6, -91)));
    art.shape('#ffffff', (d) => d.polygon(p(40 + index * 6, -84), p(46 + index * 6, -84), p(43 + index * 6, -89)));
  }
  eye(art, p(46, -110)[0], p(46, -110)[1], 4.5 * s);
  art.stroke(darken(color, 0.3), 4 * s, (d) => d.moveTo(...p(26, -72)).lineTo(...p(38, -66)).lineTo(...p(42, -70)));
}

/** Triceratops: three horns and a frill, feet on y, facing right. */
export function triceratops(art: Art, x: number, y: number, s: number, color: string, flip: 1 | -1 = 1): void {
  const p = at(x, y, s, flip);
  art.shape(darken(color, 0.15), (d) => d.polygon(p(-34, -30), p(-20, -30), p(-20, 0), p(-34, 0)).polygon(p(14, -30), p(28, -30), p(28, 0), p(14, 0)));
  art.shape(color, (d) => d.moveTo(...p(-40, -50)).quadraticCurveTo(...p(-75, -45), ...p(-85, -25)).quadraticCurveTo(...p(-65, -32), ...p(-40, -30)).closePath());
  art.shape(color, (d) => d.ellipse(p(-5, -45)[0], p(-5, -45)[1], 46 * s, 26 * s), { outline: true });
  art.shape(color, (d) => d.polygon(p(-26, -30), p(-12, -30), p(-12, 0), p(-26, 0)).polygon(p(22, -30), p(36, -30), p(36, 0), p(22, 0)));
  art.shape(art.palette.accents[0], (d) => d.circle(p(44, -66)[0], p(44, -66)[1], 28 * s), { outline: true });
  art.shape(lighten(art.palette.accents[0], 0.4), (d) => d.circle(p(44, -66)[0], p(44, -66)[1], 20 * s));
  art.shape(color, (d) => d.ellipse(p(58, -50)[0], p(58, -50)[1], 22 * s, 16 * s), { outline: true });
  art.shape('#fff8e1', (d) => d.polygon(p(50, -64), p(56, -62), p(78, -96)).polygon(p(62, -64), p(68, -60), p(92, -88)).polygon(p(74, -52), p(80, -50), p(88, -66)), { outline: true });
  art.shape(darken(color, 0.2), (d) => d.polygon(p(74, -46), p(86, -44), p(76, -38)));
  eye(art, p(60, -56)[0], p(60, -56)[1], 3.5 * s);
}

/** Stegosaurus: plates on its back and a spiky tail. */
export function stegosaurus(art: Art, x: number, y: number, s: number, color: string, flip: 1 | -1 = 1): void {
  const p = at(x, y, s, flip);
  const plate = art.palette.accents[1] ?? '#ffca28';
  for (let index = 0; index < 6; index += 1) {
    const cx = -40 + index * 15;
    const height = 22 + Math.sin((index / 5) * Math.PI) * 14;
    art.shape(plate, (d) => d.polygon(p(cx - 8, -60 + Math.abs(index - 2.5) * 3), p(cx, -60 - height + Math.abs(index - 2.5) * 3), p(cx + 8, -60 + Math.abs(index - 2.5) * 3)), { outline: true });
  }
  art.shape(color, (d) => d.moveTo(...p(-40, -50)).quadraticCurveTo(...p(-85, -48), ...p(-100, -40)).quadraticCurveTo(...p(-80, -30), ...p(-40, -30)).closePath());
  for (const [dx, dy] of [[-92, -44], [-84, -46]]) art.shape('#fff8e1', (d) => d.polygon(p(dx - 3, dy), p(dx + 3, dy), p(dx - 2, dy - 16)), { outline: true });
  art.shape(color, (d) => d.ellipse(p(0, -45)[0], p(0, -45)[1], 50 * s, 24 * s), { outline: true });
  art.shape(color, (d) => d.polygon(p(-30, -30), p(-16, -30), p(-16, 0), p(-30, 0)).polygon(p(20, -30), p(34, -30), p(34, 0), p(20, 0)));
  art.shape(color, (d) => d.moveTo(...p(40, -50)).quadraticCurveTo(...p(60, -50), ...p(70, -34)).lineTo(...p(52, -30)).closePath());
  art.shape(color, (d) => d.ellipse(p(70, -36)[0], p(70, -36)[1], 12 * s, 8 * s), { outline: true });
  eye(art, p(72, -38)[0], p(72, -38)[1], 2.5 * s);
}

function egg(art: Art, x: number, y: number, s: number, color: string): void {
  art.shape(color, (d) => d.ellipse(x, y, 14 * s, 18 * s), { outline: true });
  for (const [dx, dy] of [[-5, -6], [4, 2], [-2, 8], [6, -10]]) art.shape(darken(color, 0.2), (d) => d.circle(x + dx * s, y + dy * s, 2 * s));
}

export function bird(art: Art, x: number, y: number, s: number, color: string): void {
  art.stroke('#6d4c41', 1.5 * s, (d) => d.moveTo(x - 3 * s, y + 8 * s).lineTo(x - 3 * s, y + 14 * s).moveTo(x + 3 * s, y + 8 * s).lineTo(x + 3 * s, y + 14 * s));
  art.shape(color, (d) => d.ellipse(x, y, 12 * s, 9 * s), { outline: true });
  art.shape(color, (d) => d.circle(x + 10 * s, y - 7 * s, 6 * s), { outline: true });
  art.shape(darken(color, 0.2), (d) => d.ellipse(x - 2 * s, y, 7 * s, 4 * s));
  art.shape('#ffb300', (d) => d.polygon([x + 15 * s, y - 8 * s], [x + 21 * s, y - 6 * s], [x + 15 * s, y - 4 * s]));
  art.ink((d) => d.circle(x + 12 * s, y - 8 * s, 1.3 * s));
}

function bone(art: Art, x: number, y: number, length: number, angle: number): void {
  const { doc } = art;
  doc.save();
  doc.translate(x, y).rotate(angle);
  art.shape('#fff3e0', (d) => d.roundedRect(-length / 2, -3, length, 6, 3).circle(-length / 2, -4, 4.5).circle(-length / 2, 4, 4.5).circle(length / 2, -4, 4.5).circle(length / 2, 4, 4.5), { outline: true });
  doc.restore();
}

export function footprint(art: Art, x: number, y: number, s: number, color: string): void {
  // Three-toed print: a round heel and three pointed toes spreading forward.
  art.shape(color, (d) => d.ellipse(x, y, 15 * s, 12 * s));
  for (const angle of [-0.55, 0, 0.55]) {
    const cx = x + Math.sin(angle) * 8 * s;
    const cy = y - 14 * s;
    const [dx, dy] = [Math.sin(angle), -Math.cos(angle)];
    const [px, py] = [Math.cos(angle), Math.sin(angle)];
    art.shape(color, (d) => d.polygon([cx + px * 6 * s, cy + py * 6 * s], [cx + dx * 30 * s, cy + dy * 30 * s], [cx - px * 6 * s, cy - py * 6 * s]));
  }
}

export function dinosaurScene(art: Art, variant: string): void {
  const r = art.random;
  const green = '#7cb342';
  const dinoColors = ['#66bb6a', '#4db6ac', '#9575cd', '#ff8a65', '#aed581'];
  const dino = r.pick(dinoColors);
  if (variant === 'asteroid') {
    sky(art, '#311b92', '#ff7043');
    for (let index = 0; index < 25; index += 1) star(art, r.range(0, 400), r.range(0, 140), r.range(1, 2.5), '#fff59d', 4);
    art.shape('#ffca28', (d) => d.polygon([250, 40], [380, -20], [390, 0], [262, 56]), { opacity: 0.55 });
    art.shape('#ff7043', (d) => d.polygon([250, 44], [360, -10], [370, 6], [258, 54]), { opacity: 0.8 });
    art.shape('#6d4c41', (d) => d.circle(250, 50, 16), { outline: true });
    art.shape('#4e342e', (d) => d.circle(246, 46, 4).circle(256, 56, 3));
    hills(art, 195, '#5d4037');
    ground(art, 235, '#6d4c41');
    sauropod(art, 90, 262, 0.55, '#455a64');
    trex(art, 300, 268, 0.5, '#37474f', -1);
    return;
  }
  if (variant === 'birds') {
    sky(art, '#81d4fa', '#e1f5fe');
    sun(art, 60, 50, 20);
    cloud(art, 250, 50, 0.9);
    ground(art, 232, '#8bc34a');
    roundTree(art, 310, 240, 1.6, '#43a047');
    bird(art, 290, 138, 1.1, '#ef5350');
    bird(art, 330, 160, 1, '#42a5f5');
    bird(art, 210, 250, 1.2, '#90a4ae');
    child(art, 110, 290, 1, { shirt: art.palette.accents[3] ?? '#7e57c2' });
    art.shape('#fff3e0', (d) => d.roundedRect(30, 120, 70, 50, 8), { outline: true, opacity: 0.9 });
    trexSilhouette(art, 65, 160, 0.22);
    return;
  }
  sky(art);
  sun(art, 345, 45, 20);
  cloud(art, 40, 45, 0.8);
  art.shape('#8d6e63', (d) => d.polygon([250, 190], [285, 120], [305, 120], [345, 190]));
  art.shape('#bdbdbd', (d) => d.circle(295, 108, 9).circle(305, 98, 11).circle(290, 92, 8), { opacity: 0.8 });
  hills(art, 185, '#9ccc65');
  ground(art, 232, green);
  switch (variant) {
    case 'fossil': {
      art.shape('#bcaaa4', (d) => d.rect(-400, 225, 1200, 400));
      for (const [y, color] of [[240, '#a1887f'], [262, '#8d6e63'], [284, '#a1887f']] as const) art.shape(color, (d) => d.moveTo(-400, y).bezierCurveTo(100, y - 8, 300, y + 8, 800, y).lineTo(800, y + 12).lineTo(-400, y + 12).closePath());
      footprint(art, 230, 262, 1.3, '#6d4c41');
      child(art, 120, 292, 0.9, { holding: 'magnifier', shirt: art.palette.accents[0] });
      fern(art, 350, 232, 1);
      break;
    }
    case 'dig': {
      art.shape('#a1887f', (d) => d.rect(-400, 228, 1200, 400));
      art.shape('#8d6e63', (d) => d.roundedRect(150, 240, 200, 50, 10));
      bone(art, 190, 262, 40, -10);
      bone(art, 245, 256, 32, 15);
      bone(art, 300, 268, 44, 5);
      art.shape('#fff3e0', (d) => d.ellipse(320, 252, 16, 10), { outline: true });
      child(art, 95, 292, 0.85, { holding: 'pencil', hat: 'helmet', shirt: '#ff7043' });
      art.stroke('#e53935', 2, (d) => d.moveTo(360, 240).lineTo(360, 210));
      art.shape('#e53935', (d) => d.polygon([360, 210], [378, 216], [360, 222]));
      break;
    }
    case 'eggs': {
      art.shape('#a1887f', (d) => d.ellipse(200, 255, 95, 26), { outline: true });
      art.shape('#d7ccc8', (d) => d.ellipse(200, 248, 80, 16));
      egg(art, 150, 238, 1.2, '#fff9c4');
      egg(art, 185, 232, 1.2, '#e1f5fe');
      egg(art, 252, 236, 1.2, '#fce4ec');
      art.shape('#fff9c4', (d) => d.moveTo(205, 250).lineTo(203, 226).lineTo(210, 232).lineTo(216, 224).lineTo(224, 232).lineTo(232, 224).lineTo(238, 232).lineTo(236, 250).closePath(), { outline: true });
      art.shape(dino, (d) => d.ellipse(220, 212, 16, 14), { outline: true });
      eye(art, 226, 208, 3.5);
      art.stroke(darken(dino, 0.4), 1.5, (d) => d.moveTo(224, 220).quadraticCurveTo(229, 223, 233, 219));
      palmTree(art, 60, 235, 1.1);
      palmTree(art, 350, 235, 0.9);
      break;
    }
    case 'longneck':
      palmTree(art, 330, 235, 1.8);
      sauropod(art, 190, 262, 0.95, dino);
      child(art, 60, 292, 0.55, { shirt: art.palette.accents[0] });
      break;
    case 'triceratops':
      stegosaurus(art, 110, 258, 0.9, r.pick(['#ffb74d', '#4db6ac']));
      triceratops(art, 260, 268, 1, r.pick(['#9575cd', '#66bb6a']));
      fern(art, 370, 236, 0.9);
      break;
    case 'trex':
      trex(art, 220, 272, 1.15, r.pick(['#66bb6a', '#ff8a65']));
      fern(art, 60, 236, 1.1);
      child(art, 360, 290, 0.45, { shirt: art.palette.accents[0], facing: -1 });
      break;
    default:
      sauropod(art, 120, 262, 0.7, dino);
      triceratops(art, 290, 268, 0.75, r.pick(dinoColors));
      palmTree(art, 370, 236, 1.2);
  }
  grassTufts(art, 236, 8, '#558b2f');
  for (let index = 0; index < 3; index += 1) sparkle(art, r.range(20, 380), r.range(60, 110), 4, '#ffffff');
}

function trexSilhouette(art: Art, x: number, y: number, s: number): void {
  trex(art, x, y, s, '#8d6e63');
}
