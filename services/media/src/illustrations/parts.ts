import { Art, darken, lighten } from './art';

/** Reusable pieces of scenery, drawn in the scene's 400×300 virtual canvas. */

export function sky(art: Art, top = art.palette.skyTop, bottom = art.palette.skyBottom): void {
  art.backdrop([top, bottom], (d) => d.rect(-400, -300, 1200, 900), [0, 0, 0, 300]);
}

export function ground(art: Art, y: number, color = art.palette.ground): void {
  art.shape(color, (d) => d.moveTo(-400, y).bezierCurveTo(50, y - 18, 250, y + 14, 800, y - 6).lineTo(800, 600).lineTo(-400, 600).closePath());
}

export function hills(art: Art, y: number, color: string): void {
  art.shape(color, (d) =>
    d.moveTo(-400, y + 40).bezierCurveTo(-40, y - 50, 90, y - 40, 200, y + 5).bezierCurveTo(290, y - 60, 380, y - 40, 800, y + 30).lineTo(800, 600).lineTo(-400, 600).closePath(),
  );
}

export function sun(art: Art, x: number, y: number, r: number, color = '#ffd54f'): void {
  art.backdrop(lighten(color, 0.5), (d) => d.circle(x, y, r * 1.6), undefined, 0.45);
  art.shape(color, (d) => d.circle(x, y, r));
  for (let index = 0; index < 10; index += 1) {
    const angle = (index / 10) * Math.PI * 2;
    art.stroke(color, 3, (d) => d.moveTo(x + Math.cos(angle) * (r + 5), y + Math.sin(angle) * (r + 5)).lineTo(x + Math.cos(angle) * (r + 13), y + Math.sin(angle) * (r + 13)));
  }
}

export function cloud(art: Art, x: number, y: number, scale = 1, color = '#ffffff'): void {
  art.shape(color, (d) => {
    d.circle(x, y, 16 * scale).circle(x + 20 * scale, y - 8 * scale, 20 * scale).circle(x + 42 * scale, y, 15 * scale);
    d.roundedRect(x - 8 * scale, y - 2 * scale, 62 * scale, 18 * scale, 9 * scale);
  });
}

export function star(art: Art, x: number, y: number, r: number, color = '#ffd54f', points = 5): void {
  art.shape(color, (d) => {
    const coords: number[][] = [];
    for (let index = 0; index < points * 2; index += 1) {
      const radius = index % 2 === 0 ? r : r * 0.45;
      const angle = -Math.PI / 2 + (index * Math.PI) / points;
      coords.push([x + Math.cos(angle) * radius, y + Math.sin(angle) * radius]);
    }
    d.polygon(...coords);
  });
}

export function sparkle(art: Art, x: number, y: number, r: number, color = '#ffffff'): void {
  art.shape(color, (d) => d.polygon([x, y - r], [x + r * 0.25, y - r * 0.25], [x + r, y], [x + r * 0.25, y + r * 0.25], [x, y + r], [x - r * 0.25, y + r * 0.25], [x - r, y], [x - r * 0.25, y - r * 0.25]));
}

export function roundTree(art: Art, x: number, y: number, scale = 1, leaf = '#66bb6a'): void {
  art.shape('#8d6e63', (d) => d.roundedRect(x - 5 * scale, y - 40 * scale, 10 * scale, 40 * scale, 3));
  art.shape(leaf, (d) => d.circle(x, y - 52 * scale, 22 * scale).circle(x - 16 * scale, y - 40 * scale, 15 * scale).circle(x + 16 * scale, y - 40 * scale, 15 * scale));
}

export function palmTree(art: Art, x: number, y: number, scale = 1, leaf = '#43a047'): void {
  art.shape('#a1887f', (d) => d.moveTo(x - 4 * scale, y).bezierCurveTo(x - 2 * scale, y - 30 * scale, x + 8 * scale, y - 55 * scale, x + 10 * scale, y - 70 * scale).lineTo(x + 16 * scale, y - 69 * scale).bezierCurveTo(x + 14 * scale, y - 50 * scale, x + 6 * scale, y - 28 * scale, x + 6 * scale, y).closePath());
  const top = { x: x + 13 * scale, y: y - 70 * scale };
  for (const [dx, dy] of [[-34, 8], [34, 10], [-24, -16], [26, -14], [0, -24]]) {
    art.shape(leaf, (d) => d.moveTo(top.x, top.y).quadraticCurveTo(top.x + dx * 0.5 * scale, top.y + (dy - 16) * scale, top.x + dx * scale, top.y + dy * scale).quadraticCurveTo(top.x + dx * 0.5 * scale, top.y + (dy - 4) * scale, top.x, top.y).closePath());
  }
}

export function flower(art: Art, x: number, y: number, scale = 1, petal = '#f06292'): void {
  art.stroke('#43a047', 2 * scale, (d) => d.moveTo(x, y).lineTo(x, y - 16 * scale));
  for (let index = 0; index < 5; index += 1) {
    const angle = (index / 5) * Math.PI * 2;
    art.shape(petal, (d) => d.circle(x + Math.cos(angle) * 5 * scale, y - 18 * scale + Math.sin(angle) * 5 * scale, 4 * scale));
  }
  art.shape('#ffd54f', (d) => d.circle(x, y - 18 * scale, 3 * scale));
}

export function grassTufts(art: Art, y: number, count: number, color = '#4e9a4b'): void {
  for (let index = 0; index < count; index += 1) {
    const x = art.random.range(0, 400);
    const yy = y + art.random.range(0, 40);
    art.stroke(color, 2, (d) => d.moveTo(x - 4, yy).lineTo(x - 6, yy - 8).moveTo(x, yy).lineTo(x, yy - 11).moveTo(x + 4, yy).lineTo(x + 7, yy - 8));
  }
}

const SKIN = ['#f9d3b4', '#e8b08a', '#c68642', '#8d5524', '#f1c27d'];
const HAIR = ['#3e2723', '#6d4c41', '#212121', '#ffb74d', '#8d6e63'];

export interface ChildOptions {
  shirt?: string;
  holding?: 'magnifier' | 'book' | 'pencil' | 'none';
  hat?: 'helmet' | 'crown' | 'chef' | 'none';
  /** Helmet colour: yellow hard hat by default; silver for knights, white for astronauts. */
  hatColor?: string;
  dress?: boolean;
  facing?: 1 | -1;
}

/** A friendly child figure standing with feet at (x, y); height about 90 × scale. */
export function child(art: Art, x: number, y: number, scale = 1, options: ChildOptions = {}): void {
  const s = scale;
  const skin = SKIN[art.random.int(0, SKIN.length - 1)];
  const hair = HAIR[art.random.int(0, HAIR.length - 1)];
  const shirt = options.shirt ?? art.palette.accents[0];
  art.shape('#455a64', (d) => d.roundedRect(x - 11 * s, y - 30 * s, 9 * s, 30 * s, 3 * s).roundedRect(x + 2 * s, y - 30 * s, 9 * s, 30 * s, 3 * s));
  if (options.dress) {
    art.shape(shirt, (d) => d.polygon([x - 8 * s, y - 62 * s], [x + 8 * s, y - 62 * s], [x + 22 * s, y - 22 * s], [x - 22 * s, y - 22 * s]), { outline: true });
  } else {
    art.shape(shirt, (d) => d.roundedRect(x - 15 * s, y - 62 * s, 30 * s, 36 * s, 8 * s), { outline: true });
  }
  const f = options.facing ?? 1;
  art.stroke(skin, 6 * s, (d) => d.moveTo(x - 13 * s * f, y - 55 * s).lineTo(x - 22 * s * f, y - 36 * s));
  art.stroke(skin, 6 * s, (d) => d.moveTo(x + 13 * s * f, y - 55 * s).lineTo(x + 26 * s * f, y - 48 * s));
  art.shape(hair, (d) => d.circle(x, y - 78 * s, 17 * s));
  art.shape(skin, (d) => d.circle(x, y - 75 * s, 15 * s), { outline: true });
  art.shape(hair, (d) => d.moveTo(x - 16 * s, y - 78 * s).bezierCurveTo(x - 12 * s, y - 98 * s, x + 14 * s, y - 98 * s, x + 16 * s, y - 80 * s).bezierCurveTo(x + 6 * s, y - 86 * s, x - 6 * s, y - 84 * s, x - 16 * s, y - 78 * s).closePath());
  art.ink((d) => d.circle(x - 5 * s + 2 * f * s, y - 76 * s, 1.8 * s).circle(x + 5 * s + 2 * f * s, y - 76 * s, 1.8 * s));
  art.stroke('#c62828', 1.6 * s, (d) => d.moveTo(x - 4 * s + 2 * f * s, y - 69 * s).quadraticCurveTo(x + 2 * f * s, y - 65 * s, x + 4 * s + 2 * f * s, y - 69 * s));
  art.shape('#ff8a80', (d) => d.circle(x - 9 * s, y - 70 * s, 2.5 * s).circle(x + 9 * s, y - 70 * s, 2.5 * s), { opacity: 0.6 });
  if (options.hat === 'helmet') {
    art.shape(options.hatColor ?? '#ffca28', (d) => d.moveTo(x - 19 * s, y - 80 * s).bezierCurveTo(x - 18 * s, y - 102 * s, x + 18 * s, y - 102 * s, x + 19 * s, y - 80 * s).closePath(), { outline: true });
  } else if (options.hat === 'crown') {
    art.shape('#ffd54f', (d) => d.polygon([x - 12 * s, y - 90 * s], [x - 12 * s, y - 104 * s], [x - 6 * s, y - 96 * s], [x, y - 106 * s], [x + 6 * s, y - 96 * s], [x + 12 * s, y - 104 * s], [x + 12 * s, y - 90 * s]), { outline: true });
  } else if (options.hat === 'chef') {
    art.shape('#ffffff', (d) => d.circle(x - 8 * s, y - 100 * s, 9 * s).circle(x + 8 * s, y - 100 * s, 9 * s).circle(x, y - 106 * s, 10 * s).rect(x - 12 * s, y - 98 * s, 24 * s, 10 * s), { outline: true });
  }
  const hx = x + 28 * s * f;
  const hy = y - 50 * s;
  if (options.holding === 'magnifier') magnifier(art, hx + 6 * s * f, hy - 8 * s, 9 * s);
  if (options.holding === 'book') art.shape(art.palette.accents[2] ?? '#7e57c2', (d) => d.roundedRect(hx - 8 * s, hy - 10 * s, 18 * s, 14 * s, 2 * s), { outline: true });
  if (options.holding === 'pencil') art.stroke('#ffb300', 4 * s, (d) => d.moveTo(hx, hy).lineTo(hx + 10 * s * f, hy - 14 * s));
}

export function magnifier(art: Art, x: number, y: number, r: number): void {
  art.stroke('#6d4c41', r * 0.45, (d) => d.moveTo(x + r * 0.7, y + r * 0.7).lineTo(x + r * 1.7, y + r * 1.7));
  art.shape('#b3e5fc', (d) => d.circle(x, y, r), { outline: true, opacity: 0.9 });
  art.stroke('#546e7a', r * 0.25, (d) => d.circle(x, y, r));
}

export function questionMark(art: Art, x: number, y: number, size: number, color: string): void {
  art.stroke(color, size * 0.22, (d) => d.moveTo(x - size * 0.35, y - size * 0.45).bezierCurveTo(x - size * 0.35, y - size * 0.95, x + size * 0.45, y - size * 0.95, x + size * 0.4, y - size * 0.45).bezierCurveTo(x + size * 0.35, y - size * 0.15, x, y - size * 0.15, x, y + size * 0.15));
  art.shape(color, (d) => d.circle(x, y + size * 0.45, size * 0.13));
}

export function book(art: Art, x: number, y: number, width: number, height: number, color: string): void {
  art.shape(color, (d) => d.roundedRect(x, y, width, height, 2), { outline: true });
  art.shape(lighten(color, 0.7), (d) => d.rect(x + width * 0.12, y + height * 0.15, width * 0.76, height * 0.12));
}

export function bubbles(art: Art, count: number, area: { x: number; y: number; w: number; h: number }): void {
  for (let index = 0; index < count; index += 1) {
    const bx = area.x + art.random.range(0, area.w);
    const by = area.y + art.random.range(0, area.h);
    const br = art.random.range(2, 6);
    art.stroke('#e1f5fe', 1.2, (d) => d.circle(bx, by, br));
  }
}

export function smoke(art: Art, x: number, y: number, scale: number, color = '#b0bec5'): void {
  art.shape(color, (d) => d.circle(x, y, 14 * scale).circle(x + 16 * scale, y - 10 * scale, 18 * scale).circle(x - 14 * scale, y - 14 * scale, 15 * scale).circle(x + 2 * scale, y - 28 * scale, 17 * scale), { opacity: 0.9 });
  art.shape(darken(color, 0.1), (d) => d.circle(x + 6 * scale, y - 6 * scale, 6 * scale), { opacity: 0.4 });
}
