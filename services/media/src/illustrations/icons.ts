import { Art, paletteFor, type ArtStyle } from './art';
import { createRandom } from './random';
import { book, cloud, magnifier, palmTree, questionMark, star } from './parts';

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
};

export const ICON_KEYS = Object.keys(ICONS);

/** Draws the icon for key centred at (cx, cy) with the given size; unknown keys draw a star. */
export function drawIcon(doc: PDFKit.PDFDocument, key: string, cx: number, cy: number, size: number, style: ArtStyle = 'color'): void {
  const painter = ICONS[key] ?? ICONS.star;
  const art = new Art(doc, createRandom(key.length * 31 + 7), paletteFor('meadow'), style);
  doc.save();
  doc.translate(cx - size / 2, cy - size / 2);
  doc.scale(size / 100);
  painter(art);
  doc.restore();
}
