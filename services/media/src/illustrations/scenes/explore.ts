import { Art, lighten } from '../art';
import { book, child, cloud, flower, ground, grassTufts, hills, questionMark, roundTree, sky, sun, sparkle } from '../parts';

/** The generic / exploration scenes: a curious child asking, reading, observing, drawing and sharing. */
export function exploreScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3, a4] = art.palette.accents;
  if (variant === 'library') {
    art.backdrop(['#fff3e0', '#ffe0b2'], (d) => d.rect(-400, -300, 1200, 900));
    for (const shelfX of [20, 150, 280]) {
      art.shape('#a1887f', (d) => d.rect(shelfX, 40, 110, 210), { outline: true });
      for (let shelf = 0; shelf < 4; shelf += 1) {
        const y = 48 + shelf * 50;
        let x = shelfX + 6;
        while (x < shelfX + 98) {
          const width = r.range(7, 13);
          const height = r.range(30, 42);
          art.shape(r.pick([a1, a2, a3, a4, '#8d6e63']), (d) => d.rect(x, y + 44 - height, width, height), { outline: true });
          x += width + 1.5;
        }
        art.shape('#6d4c41', (d) => d.rect(shelfX, y + 44, 110, 5));
      }
    }
    art.shape('#bcaaa4', (d) => d.rect(-400, 250, 1200, 300));
    child(art, 230, 296, 0.7, { holding: 'book', shirt: a1 });
    child(art, 110, 296, 0.8, { shirt: '#5c6bc0', facing: 1 });
    return;
  }
  sky(art);
  sun(art, 340, 50, 18);
  cloud(art, 40, 50, 0.8);
  cloud(art, 210, 35, 0.6);
  hills(art, 200, lighten(art.palette.groundDark, 0.2));
  ground(art, 235);
  grassTufts(art, 240, 10);
  switch (variant) {
    case 'notebook':
      art.shape('#ffffff', (d) => d.roundedRect(150, 120, 120, 90, 6), { outline: true });
      for (let line = 0; line < 5; line += 1) art.stroke('#90caf9', 1.5, (d) => d.moveTo(160, 140 + line * 14).lineTo(260, 140 + line * 14));
      questionMark(art, 180, 150, 16, a1);
      questionMark(art, 215, 176, 14, a3);
      child(art, 90, 290, 0.85, { holding: 'pencil', shirt: a2 });
      break;
    case 'observe':
      for (let index = 0; index < 7; index += 1) flower(art, r.range(180, 390), r.range(250, 295), 1.2, [a1, a2, a3, a4][index % 4]);
      child(art, 120, 290, 0.9, { holding: 'magnifier', shirt: a4 });
      break;
    case 'expert':
      child(art, 130, 290, 0.85, { shirt: a1 });
      child(art, 270, 290, 1.15, { shirt: '#5c6bc0', facing: -1 });
      art.shape('#ffffff', (d) => d.roundedRect(150, 80, 70, 44, 12), { outline: true });
      questionMark(art, 185, 96, 16, a3);
      break;
    case 'drawing':
      art.shape('#a1887f', (d) => d.polygon([220, 270], [240, 120], [250, 120], [270, 270]), { outline: true });
      art.shape('#ffffff', (d) => d.rect(190, 110, 110, 90), { outline: true });
      sun(art, 265, 140, 10);
      art.shape(a3, (d) => d.moveTo(200, 190).quadraticCurveTo(240, 150, 290, 190).closePath());
      child(art, 120, 292, 0.9, { holding: 'pencil', shirt: a1 });
      break;
    case 'share':
      art.shape('#ffcc80', (d) => d.roundedRect(110, 225, 190, 16, 4), { outline: true });
      child(art, 95, 292, 0.8, { shirt: a1 });
      child(art, 205, 292, 1.05, { shirt: '#5c6bc0' });
      child(art, 315, 292, 0.95, { shirt: a2, facing: -1 });
      for (let index = 0; index < 5; index += 1) sparkle(art, r.range(60, 340), r.range(70, 140), r.range(5, 9), a2);
      break;
    default:
      roundTree(art, 330, 250, 1.1);
      child(art, 170, 290, 1, { holding: 'magnifier', shirt: a1 });
      questionMark(art, 110, 110, 30, a3);
      questionMark(art, 250, 80, 22, a1);
      questionMark(art, 300, 140, 18, a4);
      book(art, 40, 250, 40, 28, a2);
  }
}

