import { Art, darken, lighten } from '../art';
import { child, cloud, flower, ground, grassTufts, hills, roundTree, sky, sun } from '../parts';
import { ball } from './puppy';

/** Garden and park scenes: flowers and a butterfly, a seed growing, small creatures, children playing, a quiet moment. */
export function gardenScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3, a4] = art.palette.accents;
  if (variant === 'calm') {
    // An evening sky and a bench under a big tree: a grown-up and a child together, unhurried.
    sky(art, '#ffcc80', '#fff3e0');
    sun(art, 320, 150, 26, '#ffb74d');
    hills(art, 205, '#a5d6a7');
    ground(art, 240, '#81c784');
    roundTree(art, 110, 250, 2.2, '#66bb6a');
    art.shape('#a1887f', (d) => d.roundedRect(170, 236, 120, 10, 3).rect(178, 246, 8, 26).rect(274, 246, 8, 26), { outline: true });
    child(art, 205, 290, 1.25, { shirt: '#5c6bc0' });
    child(art, 262, 290, 0.8, { shirt: a1, facing: -1 });
    for (let index = 0; index < 6; index += 1) flower(art, r.range(20, 380), r.range(262, 298), 0.9, [a1, a2, a3, a4][index % 4]);
    return;
  }
  sky(art);
  sun(art, 345, 50, 20);
  cloud(art, 40, 45, 0.8);
  if (variant === 'seeds') {
    // Cut through the soil: seed, root, sprout, plant, flower, left to right.
    art.shape('#8d6e63', (d) => d.rect(-400, 200, 1200, 400));
    art.shape('#a1887f', (d) => d.rect(-400, 196, 1200, 10));
    for (let stage = 0; stage < 4; stage += 1) {
      const x = 60 + stage * 95;
      art.shape('#d7ccc8', (d) => d.ellipse(x, 236, 8, 5), { outline: true });
      if (stage >= 1) art.stroke('#fff8e1', 2, (d) => d.moveTo(x, 240).quadraticCurveTo(x - 6, 256, x + 2, 270).moveTo(x, 240).lineTo(x + 8, 262));
      if (stage >= 1) art.stroke('#43a047', 3, (d) => d.moveTo(x, 232).lineTo(x, 200 - stage * 28));
      if (stage >= 2) art.shape('#66bb6a', (d) => d.ellipse(x - 11, 190 - stage * 14, 10, 5).ellipse(x + 11, 184 - stage * 14, 10, 5));
      if (stage === 3) flower(art, x, 118, 2.2, a1);
      if (stage < 3) art.stroke('#ffffff', 3, (d) => d.moveTo(x + 30, 150).lineTo(x + 62, 150).moveTo(x + 54, 143).lineTo(x + 62, 150).lineTo(x + 54, 157));
    }
    return;
  }
  hills(art, 200, lighten(art.palette.groundDark, 0.2));
  ground(art, 235);
  grassTufts(art, 240, 12);
  switch (variant) {
    case 'bugs':
      for (let index = 0; index < 5; index += 1) flower(art, 40 + index * 80, 300, 4.2, [a1, a3, a2, a4, a1][index]);
      ladybird(art, 95, 232);
      bee(art, 230, 120);
      butterfly(art, 320, 180, 1.3, a3);
      return;
    case 'play':
      roundTree(art, 40, 250, 1.2);
      roundTree(art, 360, 245, 1);
      child(art, 120, 292, 0.9, { shirt: a1 });
      child(art, 210, 262, 0.9, { shirt: a4, facing: -1 });
      art.stroke('#4e9a4b', 2, (d) => d.moveTo(196, 292).quadraticCurveTo(210, 284, 224, 292));
      child(art, 300, 292, 0.9, { shirt: a2, facing: -1 });
      ball(art, 258, 230, 12, a3);
      return;
    default:
      roundTree(art, 320, 250, 1.4);
      for (let index = 0; index < 12; index += 1) flower(art, r.range(15, 280), r.range(245, 298), 1.3, [a1, a2, a3, a4][index % 4]);
      butterfly(art, 170, 140, 1, a3);
      butterfly(art, 240, 100, 0.7, a1);
      child(art, 90, 290, 0.85, { shirt: a4, holding: 'none' });
  }
}

function butterfly(art: Art, x: number, y: number, s: number, color: string): void {
  art.shape(color, (d) => d.ellipse(x - 12 * s, y - 8 * s, 12 * s, 10 * s).ellipse(x + 12 * s, y - 8 * s, 12 * s, 10 * s), { outline: true });
  art.shape(lighten(color, 0.35), (d) => d.ellipse(x - 9 * s, y + 8 * s, 8 * s, 7 * s).ellipse(x + 9 * s, y + 8 * s, 8 * s, 7 * s), { outline: true });
  art.shape('#4e342e', (d) => d.roundedRect(x - 2.5 * s, y - 16 * s, 5 * s, 32 * s, 2.5 * s));
  art.stroke('#4e342e', 1.5 * s, (d) => d.moveTo(x, y - 16 * s).quadraticCurveTo(x - 4 * s, y - 24 * s, x - 8 * s, y - 26 * s).moveTo(x, y - 16 * s).quadraticCurveTo(x + 4 * s, y - 24 * s, x + 8 * s, y - 26 * s));
}

function ladybird(art: Art, x: number, y: number): void {
  art.ink((d) => d.circle(x + 22, y, 9));
  art.shape('#e53935', (d) => d.ellipse(x, y, 22, 18), { outline: true });
  art.stroke('#212121', 2, (d) => d.moveTo(x + 2, y - 18).lineTo(x + 2, y + 18));
  art.ink((d) => d.circle(x - 9, y - 7, 4).circle(x - 10, y + 7, 3.5).circle(x + 11, y - 6, 3.5).circle(x + 12, y + 8, 4));
}

function bee(art: Art, x: number, y: number): void {
  art.shape('#e3f2fd', (d) => d.ellipse(x - 6, y - 20, 10, 14).ellipse(x + 8, y - 20, 10, 14), { outline: true, opacity: 0.9 });
  art.shape('#ffca28', (d) => d.ellipse(x, y, 22, 15), { outline: true });
  art.stroke(darken('#ffca28', 0.8), 5, (d) => d.moveTo(x - 6, y - 13).lineTo(x - 6, y + 13).moveTo(x + 6, y - 14).lineTo(x + 6, y + 14));
  art.ink((d) => d.circle(x + 15, y - 3, 2.2));
}
