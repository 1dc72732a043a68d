import { Art, darken, lighten } from '../art';
import { bubbles, child, cloud, sky, sun } from '../parts';

export function fish(art: Art, x: number, y: number, s: number, color: string, flip: 1 | -1 = 1, stripes = false): void {
  const X = (dx: number) => x + dx * s * flip;
  art.shape(darken(color, 0.1), (d) => d.polygon([X(-18), y], [X(-32), y - 12 * s], [X(-32), y + 12 * s]), { outline: true });
  art.shape(color, (d) => d.ellipse(x, y, 22 * s, 13 * s), { outline: true });
  if (stripes) for (const dx of [-6, 6]) art.shape('#ffffff', (d) => d.rect(X(dx) - 2.5 * s, y - 12 * s, 5 * s, 24 * s));
  art.shape(darken(color, 0.15), (d) => d.polygon([X(-2), y - 12 * s], [X(8), y - 20 * s], [X(12), y - 10 * s]));
  art.shape('#ffffff', (d) => d.circle(X(11), y - 3 * s, 4 * s));
  art.ink((d) => d.circle(X(12), y - 3 * s, 2 * s));
}

export function whale(art: Art, x: number, y: number, s: number, color = '#5c7cfa'): void {
  art.shape(color, (d) => d.moveTo(x - 90 * s, y - 5 * s).bezierCurveTo(x - 110 * s, y - 25 * s, x - 130 * s, y - 35 * s, x - 140 * s, y - 30 * s).bezierCurveTo(x - 130 * s, y - 15 * s, x - 130 * s, y + 5 * s, x - 140 * s, y + 18 * s).bezierCurveTo(x - 125 * s, y + 18 * s, x - 105 * s, y + 8 * s, x - 90 * s, y + 5 * s).closePath(), { outline: true });
  art.shape(color, (d) => d.moveTo(x - 95 * s, y).bezierCurveTo(x - 60 * s, y - 50 * s, x + 60 * s, y - 55 * s, x + 95 * s, y - 10 * s).bezierCurveTo(x + 100 * s, y + 20 * s, x + 40 * s, y + 40 * s, x - 30 * s, y + 30 * s).bezierCurveTo(x - 70 * s, y + 25 * s, x - 90 * s, y + 12 * s, x - 95 * s, y).closePath(), { outline: true });
  art.shape(lighten(color, 0.5), (d) => d.moveTo(x - 30 * s, y + 28 * s).bezierCurveTo(x + 20 * s, y + 34 * s, x + 80 * s, y + 22 * s, x + 95 * s, y - 4 * s).bezierCurveTo(x + 70 * s, y + 10 * s, x + 20 * s, y + 16 * s, x - 30 * s, y + 28 * s).closePath());
  for (let index = 0; index < 5; index += 1) art.stroke(darken(color, 0.25), 1.2 * s, (d) => d.moveTo(x + (10 + index * 14) * s, y + (20 - index * 3) * s).lineTo(x + (14 + index * 14) * s, y + (28 - index * 3) * s));
  art.shape(darken(color, 0.15), (d) => d.ellipse(x + 10 * s, y + 18 * s, 18 * s, 6 * s));
  art.shape('#ffffff', (d) => d.circle(x + 62 * s, y - 6 * s, 4 * s));
  art.ink((d) => d.circle(x + 63 * s, y - 6 * s, 2.2 * s));
}

/** A friendly grey shark swimming right: tail fin, dorsal fin, pale belly, gill slits and a small smile. */
export function shark(art: Art, x: number, y: number, s: number, color = '#78909c'): void {
  art.shape(darken(color, 0.1), (d) => d.polygon([x - 70 * s, y], [x - 100 * s, y - 32 * s], [x - 90 * s, y + 2 * s], [x - 98 * s, y + 26 * s]), { outline: true });
  art.shape(color, (d) => d.polygon([x - 8 * s, y - 24 * s], [x + 6 * s, y - 56 * s], [x + 22 * s, y - 22 * s]), { outline: true });
  art.shape(color, (d) => d.moveTo(x - 76 * s, y).bezierCurveTo(x - 40 * s, y - 34 * s, x + 50 * s, y - 34 * s, x + 82 * s, y - 4 * s).bezierCurveTo(x + 60 * s, y + 22 * s, x - 30 * s, y + 26 * s, x - 76 * s, y).closePath(), { outline: true });
  art.shape(lighten(color, 0.6), (d) => d.moveTo(x - 50 * s, y + 8 * s).bezierCurveTo(x - 10 * s, y + 22 * s, x + 50 * s, y + 18 * s, x + 78 * s, y - 1 * s).bezierCurveTo(x + 40 * s, y + 8 * s, x - 10 * s, y + 10 * s, x - 50 * s, y + 8 * s).closePath());
  art.shape(darken(color, 0.15), (d) => d.polygon([x + 4 * s, y + 10 * s], [x - 10 * s, y + 34 * s], [x + 20 * s, y + 14 * s]), { outline: true });
  for (const dx of [30, 36, 42]) art.stroke(darken(color, 0.35), 1.4 * s, (d) => d.moveTo(x + dx * s, y - 10 * s).lineTo(x + (dx - 2) * s, y + 2 * s));
  art.shape('#ffffff', (d) => d.circle(x + 58 * s, y - 12 * s, 4 * s));
  art.ink((d) => d.circle(x + 59 * s, y - 12 * s, 2.2 * s));
  art.stroke(darken(color, 0.4), 1.4 * s, (d) => d.moveTo(x + 62 * s, y + 4 * s).quadraticCurveTo(x + 70 * s, y + 8 * s, x + 76 * s, y + 2 * s));
}

export function octopus(art: Art, x: number, y: number, s: number, color = '#ef5350'): void {
  for (let index = 0; index < 6; index += 1) {
    const dx = (index - 2.5) * 14;
    const curl = index % 2 ? 1 : -1;
    art.stroke(color, 8 * s, (d) => d.moveTo(x + dx * s, y).bezierCurveTo(x + (dx + 6 * curl) * s, y + 25 * s, x + (dx - 10 * curl) * s, y + 40 * s, x + (dx + 10 * curl) * s, y + 48 * s));
  }
  art.shape(color, (d) => d.moveTo(x - 38 * s, y + 6 * s).bezierCurveTo(x - 46 * s, y - 60 * s, x + 46 * s, y - 60 * s, x + 38 * s, y + 6 * s).closePath(), { outline: true });
  art.shape('#ffffff', (d) => d.circle(x - 13 * s, y - 16 * s, 7 * s).circle(x + 13 * s, y - 16 * s, 7 * s));
  art.ink((d) => d.circle(x - 12 * s, y - 15 * s, 3.5 * s).circle(x + 14 * s, y - 15 * s, 3.5 * s));
  art.stroke(darken(color, 0.4), 1.6 * s, (d) => d.moveTo(x - 6 * s, y - 2 * s).quadraticCurveTo(x, y + 3 * s, x + 6 * s, y - 2 * s));
  for (const [dx, dy] of [[-20, -36], [16, -40], [0, -46]]) art.shape(lighten(color, 0.35), (d) => d.circle(x + dx * s, y + dy * s, 4 * s));
}

export function turtle(art: Art, x: number, y: number, s: number): void {
  art.shape('#81c784', (d) => d.ellipse(x - 26 * s, y - 10 * s, 16 * s, 6 * s).ellipse(x - 22 * s, y + 12 * s, 14 * s, 5 * s).ellipse(x + 22 * s, y - 12 * s, 14 * s, 5 * s).ellipse(x + 24 * s, y + 12 * s, 12 * s, 5 * s), { outline: true });
  art.shape('#81c784', (d) => d.circle(x + 36 * s, y, 10 * s), { outline: true });
  art.shape('#8d6e63', (d) => d.ellipse(x, y, 30 * s, 20 * s), { outline: true });
  art.stroke('#5d4037', 1.5 * s, (d) => d.moveTo(x - 10 * s, y - 19 * s).lineTo(x - 14 * s, y).lineTo(x - 10 * s, y + 19 * s).moveTo(x + 10 * s, y - 19 * s).lineTo(x + 14 * s, y).lineTo(x + 10 * s, y + 19 * s).moveTo(x - 14 * s, y).lineTo(x + 14 * s, y));
  art.ink((d) => d.circle(x + 40 * s, y - 3 * s, 1.8 * s));
}

function seaweed(art: Art, x: number, y: number, h: number, color = '#43a047'): void {
  art.stroke(color, 5, (d) => d.moveTo(x, y).bezierCurveTo(x - 10, y - h * 0.3, x + 10, y - h * 0.6, x, y - h));
}

function coral(art: Art, x: number, y: number, s: number, color: string): void {
  art.stroke(color, 6 * s, (d) => d.moveTo(x, y).lineTo(x, y - 30 * s).moveTo(x, y - 14 * s).lineTo(x - 14 * s, y - 30 * s).lineTo(x - 16 * s, y - 40 * s).moveTo(x, y - 22 * s).lineTo(x + 14 * s, y - 36 * s).moveTo(x, y - 30 * s).lineTo(x + 4 * s, y - 44 * s));
}

function anemone(art: Art, x: number, y: number, s: number): void {
  for (let index = 0; index < 9; index += 1) {
    const angle = -Math.PI + (index / 8) * Math.PI;
    art.stroke('#ba68c8', 4 * s, (d) => d.moveTo(x, y).quadraticCurveTo(x + Math.cos(angle) * 10 * s, y - 20 * s, x + Math.cos(angle) * 24 * s, y + Math.sin(angle) * 26 * s));
  }
  art.shape('#8e24aa', (d) => d.ellipse(x, y, 18 * s, 8 * s), { outline: true });
}

function underwater(art: Art, deep = false): void {
  art.backdrop(deep ? ['#0b1d51', '#02040f'] : ['#4fc3f7', '#0d47a1'], (d) => d.rect(-400, -300, 1200, 900));
  if (!deep) for (const x of [60, 170, 290]) art.backdrop('#ffffff', (d) => d.polygon([x, -10], [x + 30, -10], [x + 80, 260], [x + 20, 260]), undefined, 0.08);
  art.shape(deep ? '#263238' : '#f4d58d', (d) => d.moveTo(-400, 260).bezierCurveTo(0, 245, 250, 270, 800, 250).lineTo(800, 600).lineTo(-400, 600).closePath());
}

export function shell(art: Art, x: number, y: number, s: number, color = '#ffccbc'): void {
  art.shape(color, (d) => d.moveTo(x - 14 * s, y).quadraticCurveTo(x, y - 26 * s, x + 14 * s, y).closePath(), { outline: true });
  for (const dx of [-7, 0, 7]) art.stroke(darken(color, 0.3), 1 * s, (d) => d.moveTo(x, y - 2 * s).lineTo(x + dx * s, y - 16 * s));
}

export function oceanScene(art: Art, variant: string): void {
  const r = art.random;
  const fishColors = ['#ffb74d', '#ff8a65', '#ffd54f', '#f06292', '#4dd0e1'];
  if (variant === 'surface' || variant === 'beach' || variant === 'plankton') {
    sky(art, '#81d4fa', '#e1f5fe');
    sun(art, 340, 45, 20);
    cloud(art, 40, 45, 0.9);
    art.shape('#1e88e5', (d) => d.rect(-400, 150, 1200, 400));
    for (let index = 0; index < 8; index += 1) {
      const x = r.range(0, 380);
      const y = r.range(160, 210);
      art.stroke('#bbdefb', 2, (d) => d.moveTo(x, y).quadraticCurveTo(x + 8, y - 5, x + 16, y).quadraticCurveTo(x + 24, y + 5, x + 32, y));
    }
    if (variant === 'plankton') {
      for (let index = 0; index < 40; index += 1) art.shape(r.pick(['#66bb6a', '#9ccc65', '#4db6ac']), (d) => d.circle(r.range(0, 400), r.range(160, 300), r.range(1.5, 3.5)));
      art.shape('#ffffff', (d) => d.circle(200, 225, 52), { outline: true, opacity: 0.85 });
      art.shape('#9ccc65', (d) => d.ellipse(185, 215, 14, 7).ellipse(215, 238, 11, 9).ellipse(200, 200, 6, 10), { outline: true });
      art.shape('#4db6ac', (d) => d.circle(220, 210, 7).circle(180, 240, 6), { outline: true });
      art.stroke('#795548', 7, (d) => d.moveTo(238, 263).lineTo(268, 293));
      return;
    }
    art.shape('#f4d58d', (d) => d.moveTo(-400, 240).bezierCurveTo(0, 215, 250, 245, 800, 225).lineTo(800, 600).lineTo(-400, 600).closePath());
    if (variant === 'beach') {
      child(art, 150, 292, 1, { shirt: art.palette.accents[0] });
      art.shape('#4fc3f7', (d) => d.roundedRect(196, 238, 26, 40, 8), { outline: true });
      art.shape('#66bb6a', (d) => d.roundedRect(250, 246, 40, 44, 6), { outline: true });
      shell(art, 330, 276, 1);
      shell(art, 60, 282, 0.8, '#f8bbd0');
      return;
    }
    child(art, 110, 292, 1, { shirt: art.palette.accents[0] });
    art.shape('#5c7cfa', (d) => d.moveTo(260, 185).bezierCurveTo(270, 160, 330, 160, 340, 185).closePath(), { outline: true });
    art.stroke('#bbdefb', 2.5, (d) => d.moveTo(300, 166).lineTo(298, 145).moveTo(300, 166).lineTo(288, 150).moveTo(300, 166).lineTo(312, 150));
    shell(art, 300, 270, 1);
    return;
  }
  underwater(art, variant === 'deep');
  switch (variant) {
    case 'reef':
      for (const [x, color] of [[40, '#ff7043'], [110, '#f06292'], [300, '#ffca28'], [360, '#ff8a65']] as const) coral(art, x, 268, 1.3, color);
      art.shape('#ce93d8', (d) => d.ellipse(200, 262, 40, 20), { outline: true });
      for (let index = 0; index < 5; index += 1) fish(art, r.range(40, 360), r.range(70, 200), r.range(0.6, 1), r.pick(fishColors), r.pick([1, -1]));
      break;
    case 'fish':
      anemone(art, 110, 262, 1.4);
      fish(art, 140, 190, 1.2, '#ff7043', 1, true);
      turtle(art, 270, 120, 1.5);
      seaweed(art, 340, 270, 110);
      break;
    case 'whale':
      whale(art, 210, 150, 1.25);
      for (let index = 0; index < 3; index += 1) fish(art, r.range(40, 360), r.range(230, 250), 0.5, r.pick(fishColors), -1);
      break;
    case 'shark':
      shark(art, 200, 140, 1.5);
      for (let index = 0; index < 3; index += 1) fish(art, r.range(40, 360), r.range(225, 245), 0.5, r.pick(fishColors), 1);
      seaweed(art, 40, 270, 90);
      break;
    case 'octopus':
      art.shape('#78909c', (d) => d.ellipse(100, 262, 70, 30).ellipse(320, 258, 60, 34), { outline: true });
      octopus(art, 210, 190, 1.4, r.pick(['#ef5350', '#ab47bc', '#ff7043']));
      seaweed(art, 40, 270, 100);
      break;
    case 'deep':
      for (let index = 0; index < 30; index += 1) art.shape(r.pick(['#80deea', '#b388ff', '#ccff90']), (d) => d.circle(r.range(0, 400), r.range(0, 250), r.range(0.8, 2.2)), { opacity: 0.9 });
      art.backdrop('#fff59d', (d) => d.circle(236, 92, 22), undefined, 0.35);
      art.shape('#546e7a', (d) => d.ellipse(200, 140, 44, 32), { outline: true });
      art.shape('#546e7a', (d) => d.polygon([160, 140], [130, 120], [130, 160]), { outline: true });
      art.stroke('#90a4ae', 2, (d) => d.moveTo(210, 110).quadraticCurveTo(220, 80, 236, 92));
      art.shape('#fff59d', (d) => d.circle(236, 92, 6));
      art.shape('#ffffff', (d) => d.polygon([222, 152], [244, 148], [238, 160]).polygon([226, 156], [232, 152], [229, 160]));
      art.shape('#ffffff', (d) => d.circle(220, 128, 6));
      art.ink((d) => d.circle(221, 128, 3));
      art.shape('#b388ff', (d) => d.moveTo(300, 220).bezierCurveTo(300, 190, 340, 190, 340, 220).closePath(), { opacity: 0.8 });
      for (const dx of [304, 314, 324, 334]) art.stroke('#b388ff', 1.5, (d) => d.moveTo(dx, 220).quadraticCurveTo(dx + 4, 235, dx, 250));
      break;
    default:
      whale(art, 230, 110, 0.8);
      for (let index = 0; index < 4; index += 1) fish(art, r.range(40, 360), r.range(170, 230), 0.8, r.pick(fishColors), r.pick([1, -1]));
      coral(art, 60, 268, 1.2, '#ff7043');
      seaweed(art, 350, 270, 80);
  }
  bubbles(art, 12, { x: 0, y: 0, w: 400, h: 240 });
}
