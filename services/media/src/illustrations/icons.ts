import { Art, darken, paletteFor, type ArtStyle } from './art';
import { createRandom } from './random';
import { book, cloud, flower, magnifier, palmTree, questionMark, star, sun } from './parts';
import { cupcake, oven, whisk } from './scenes/baking';
import { castle, crown, horse } from './scenes/castle';
import { bird, footprint } from './scenes/dinosaur';
import { fish, octopus, shell, whale } from './scenes/ocean';
import { ball, dogBone } from './scenes/puppy';
import { gear, robot } from './scenes/robot';
import { planet, rocket } from './scenes/space';

type IconPainter = (art: Art) => void;

/** Small pictures (100×100 virtual canvas) for counting and picture-matching activities. */
const ICONS: Record<string, IconPainter> = {
  volcano: (art) => {
    art.shape('#8d6e63', (d) => d.polygon([10, 90], [40, 30], [60, 30], [90, 90]));
    art.shape('#ff5722', (d) => d.polygon([40, 30], [60, 30], [56, 50], [50, 42], [44, 52]));
    art.shape('#b0bec5', (d) => d.circle(50, 18, 9).circle(62, 12, 8).circle(40, 12, 7));
  },
  flame: (art) => {
    art.shape('#ff7043', (d) => d.moveTo(50, 10).bezierCurveTo(80, 40, 85, 60, 75, 78).quadraticCurveTo(50, 100, 25, 78).bezierCurveTo(15, 60, 30, 45, 40, 30).quadraticCurveTo(48, 45, 52, 40).quadraticCurveTo(58, 25, 50, 10).closePath());
    art.shape('#ffca28', (d) => d.moveTo(50, 45).bezierCurveTo(65, 60, 65, 75, 58, 82).quadraticCurveTo(50, 88, 42, 82).bezierCurveTo(36, 72, 40, 62, 50, 45).closePath());
  },
  helmet: (art) => {
    art.shape('#ffca28', (d) => d.moveTo(12, 70).bezierCurveTo(12, 20, 88, 20, 88, 70).closePath());
    art.shape('#ffb300', (d) => d.roundedRect(6, 68, 88, 10, 4));
    art.shape('#ffe082', (d) => d.roundedRect(44, 24, 12, 44, 4));
  },
  island: (art) => {
    art.shape('#4fc3f7', (d) => d.ellipse(50, 80, 46, 14));
    art.shape('#ffd180', (d) => d.ellipse(50, 74, 30, 10));
    palmTree(art, 44, 74, 0.75);
  },
  rock: (art) => {
    art.shape('#90a4ae', (d) => d.polygon([15, 80], [25, 45], [50, 30], [78, 40], [88, 78]));
    art.stroke('#607d8b', 2, (d) => d.moveTo(40, 50).lineTo(50, 65).lineTo(68, 58));
  },
  cloud: (art) => cloud(art, 25, 55, 1.05, '#b3e5fc'),
  tree: (art) => palmTree(art, 42, 92, 1.1),
  star: (art) => star(art, 50, 52, 42, '#ffd54f'),
  magnifier: (art) => magnifier(art, 40, 40, 24),
  book: (art) => book(art, 18, 22, 64, 56, '#7e57c2'),
  pencil: (art) => {
    art.shape('#ffb300', (d) => d.polygon([20, 70], [70, 20], [82, 32], [32, 82]));
    art.shape('#ffe0b2', (d) => d.polygon([20, 70], [32, 82], [12, 90]));
    art.shape('#f48fb1', (d) => d.polygon([70, 20], [76, 14], [88, 26], [82, 32]));
  },
  question: (art) => questionMark(art, 50, 50, 70, '#ef5350'),
  // Dinosaurs
  egg: (art) => {
    art.shape('#fff9c4', (d) => d.ellipse(50, 54, 28, 38));
    for (const [x, y] of [[40, 40], [58, 58], [46, 70], [62, 34]]) art.shape('#e6c84f', (d) => d.circle(x, y, 4));
  },
  bone: (art) => dogBone(art, 50, 50, 1.9),
  footprint: (art) => footprint(art, 50, 78, 1.5, '#8d6e63'),
  bird: (art) => bird(art, 44, 56, 2.6, '#ef5350'),
  leaf: (art) => {
    art.shape('#66bb6a', (d) => d.moveTo(20, 80).bezierCurveTo(20, 30, 60, 12, 88, 14).bezierCurveTo(86, 50, 64, 84, 20, 80).closePath());
    art.stroke('#2e7d32', 2.5, (d) => d.moveTo(20, 80).quadraticCurveTo(50, 50, 80, 20));
  },
  // Space
  rocket: (art) => rocket(art, 50, 54, 0.72, 20),
  moon: (art) => {
    art.shape('#fff59d', (d) => d.moveTo(60, 10).bezierCurveTo(20, 14, 10, 70, 45, 88).bezierCurveTo(70, 100, 90, 80, 92, 70).bezierCurveTo(60, 80, 36, 50, 60, 10).closePath());
  },
  sun: (art) => sun(art, 50, 50, 26),
  planet: (art) => planet(art, 50, 50, 24, '#ffb74d', { rings: true, bands: true }),
  // Puppies
  paw: (art) => {
    art.shape('#8d6e63', (d) => d.ellipse(50, 64, 20, 17).ellipse(26, 40, 8, 10).ellipse(42, 28, 8, 10).ellipse(60, 28, 8, 10).ellipse(75, 40, 8, 10));
  },
  ball: (art) => ball(art, 50, 50, 34),
  bowl: (art) => {
    art.shape('#a1887f', (d) => d.ellipse(50, 48, 34, 8));
    art.shape('#42a5f5', (d) => d.moveTo(10, 48).lineTo(22, 80).lineTo(78, 80).lineTo(90, 48).closePath());
    art.shape('#ffffff', (d) => d.roundedRect(36, 58, 28, 12, 6));
  },
  // Baking
  cupcake: (art) => cupcake(art, 50, 92, 1.3, '#f8bbd0'),
  oven: (art) => oven(art, 50, 94, 0.72, true),
  whisk: (art) => whisk(art, 50, 55, 1.6, 35),
  cookie: (art) => {
    art.shape('#d7a86e', (d) => d.circle(50, 50, 36));
    for (const [x, y] of [[38, 36], [60, 40], [44, 62], [66, 62], [52, 50]]) art.shape('#5d4037', (d) => d.circle(x, y, 4.5));
  },
  // Ocean
  fish: (art) => fish(art, 56, 50, 1.7, '#ff8a65'),
  whale: (art) => whale(art, 56, 54, 0.33),
  shell: (art) => shell(art, 50, 78, 2.6),
  octopus: (art) => octopus(art, 50, 52, 0.72, '#ef5350'),
  starfish: (art) => star(art, 50, 52, 40, '#ff8a65'),
  crab: (art) => {
    for (const dx of [-1, 1]) {
      art.stroke('#e53935', 4, (d) => d.moveTo(50 + dx * 24, 60).lineTo(50 + dx * 38, 70).moveTo(50 + dx * 22, 66).lineTo(50 + dx * 32, 80));
      art.stroke('#e53935', 4, (d) => d.moveTo(50 + dx * 20, 50).lineTo(50 + dx * 32, 30));
      art.shape('#e53935', (d) => d.circle(50 + dx * 34, 26, 9));
    }
    art.shape('#ef5350', (d) => d.ellipse(50, 58, 28, 18));
    art.shape('#ffffff', (d) => d.circle(42, 44, 5).circle(58, 44, 5));
    art.ink((d) => d.circle(42, 44, 2.5).circle(58, 44, 2.5));
  },
  // Robots
  robot: (art) => robot(art, 50, 98, 0.6, '#29b6f6'),
  gear: (art) => gear(art, 50, 50, 38, '#90a4ae'),
  battery: (art) => {
    art.shape('#66bb6a', (d) => d.roundedRect(20, 28, 56, 44, 6));
    art.shape('#90a4ae', (d) => d.rect(76, 40, 8, 20));
    art.shape('#ffee58', (d) => d.polygon([52, 32], [36, 54], [48, 54], [44, 68], [62, 46], [50, 46]));
  },
  // Princesses
  crown: (art) => crown(art, 50, 76, 0.95),
  castle: (art) => castle(art, 50, 94, 0.32),
  horse: (art) => horse(art, 36, 96, 0.75, '#a1887f'),
  flower: (art) => flower(art, 50, 92, 3.6, '#f06292'),
  gem: (art) => {
    art.shape('#4fc3f7', (d) => d.polygon([30, 30], [70, 30], [88, 48], [50, 90], [12, 48]));
    art.stroke(darken('#4fc3f7', 0.3), 1.5, (d) => d.moveTo(12, 48).lineTo(88, 48).moveTo(30, 30).lineTo(40, 48).lineTo(50, 90).lineTo(60, 48).lineTo(70, 30));
  },
};

export const ICON_KEYS = Object.keys(ICONS);

/** Draws the icon for key centred at (cx, cy) with the given size; unknown keys draw a star. */
export function drawIcon(doc: PDFKit.PDFDocument, key: string, cx: number, cy: number, size: number, style: ArtStyle = 'color'): void {
  // Own keys only: a generator's "constructor" would otherwise find Object.prototype's member.
  const painter = Object.hasOwn(ICONS, key) ? ICONS[key] : ICONS.star;
  const art = new Art(doc, createRandom(key.length * 31 + 7), paletteFor('meadow'), style);
  doc.save();
  doc.translate(cx - size / 2, cy - size / 2);
  doc.scale(size / 100);
  painter(art);
  doc.restore();
}
