import { Art, darken, lighten } from '../art';
import { book, child, cloud, flower, ground, hills, sky, sparkle, sun } from '../parts';

function tower(art: Art, x: number, baseY: number, width: number, height: number, wall: string, roof: string, flag: string): void {
  art.shape(wall, (d) => d.rect(x - width / 2, baseY - height, width, height), { outline: true });
  art.shape(roof, (d) => d.polygon([x - width / 2 - 6, baseY - height], [x, baseY - height - width * 1.1], [x + width / 2 + 6, baseY - height]), { outline: true });
  art.stroke('#6d4c41', 1.5, (d) => d.moveTo(x, baseY - height - width * 1.1).lineTo(x, baseY - height - width * 1.1 - 18));
  art.shape(flag, (d) => d.polygon([x, baseY - height - width * 1.1 - 18], [x + 16, baseY - height - width * 1.1 - 13], [x, baseY - height - width * 1.1 - 8]));
  art.shape('#5d4037', (d) => d.moveTo(x - 5, baseY - height * 0.55).lineTo(x - 5, baseY - height * 0.65).quadraticCurveTo(x, baseY - height * 0.72, x + 5, baseY - height * 0.65).lineTo(x + 5, baseY - height * 0.55).closePath());
}

/** A storybook castle whose walls stand on baseY, centred on x. */
export function castle(art: Art, x: number, baseY: number, s: number, options: { drawbridge?: boolean } = {}): void {
  const wall = '#e0d7f5';
  const roof = art.palette.accents[0] ?? '#f06292';
  const flag = art.palette.accents[1] ?? '#ffd54f';
  const X = (dx: number) => x + dx * s;
  const Y = (dy: number) => baseY + dy * s;
  art.shape(wall, (d) => d.rect(X(-70), Y(-80), 140 * s, 80 * s), { outline: true });
  for (let index = 0; index < 7; index += 1) art.shape(wall, (d) => d.rect(X(-70 + index * 21), Y(-90), 12 * s, 10 * s), { outline: true });
  tower(art, X(-78), Y(0), 36 * s, 120 * s, darken(wall, 0.05), roof, flag);
  tower(art, X(78), Y(0), 36 * s, 120 * s, darken(wall, 0.05), roof, flag);
  tower(art, X(0), Y(-80), 40 * s, 70 * s, wall, roof, flag);
  art.shape('#6d4c41', (d) => d.moveTo(X(-18), Y(0)).lineTo(X(-18), Y(-34)).quadraticCurveTo(X(0), Y(-52), X(18), Y(-34)).lineTo(X(18), Y(0)).closePath(), { outline: true });
  art.stroke('#4e342e', 1.2 * s, (d) => d.moveTo(X(-18), Y(-20)).lineTo(X(18), Y(-20)).moveTo(X(0), Y(-46)).lineTo(X(0), Y(0)));
  for (const dx of [-45, 45]) art.shape('#5c6bc0', (d) => d.roundedRect(X(dx - 6), Y(-60), 12 * s, 18 * s, 6 * s), { outline: true });
  if (options.drawbridge) art.shape('#8d6e63', (d) => d.polygon([X(-18), Y(0)], [X(18), Y(0)], [X(26), Y(34)], [X(-26), Y(34)]), { outline: true });
}

function horse(art: Art, x: number, y: number, s: number, color: string): void {
  art.shape(darken(color, 0.1), (d) => d.rect(x - 30 * s, y - 34 * s, 8 * s, 34 * s).rect(x + 20 * s, y - 34 * s, 8 * s, 34 * s));
  art.stroke(darken(color, 0.3), 6 * s, (d) => d.moveTo(x - 38 * s, y - 44 * s).quadraticCurveTo(x - 52 * s, y - 30 * s, x - 48 * s, y - 16 * s));
  art.shape(color, (d) => d.ellipse(x, y - 44 * s, 40 * s, 18 * s), { outline: true });
  art.shape(color, (d) => d.rect(x - 22 * s, y - 34 * s, 8 * s, 34 * s).rect(x + 28 * s, y - 34 * s, 8 * s, 34 * s));
  art.shape(color, (d) => d.polygon([x + 26 * s, y - 54 * s], [x + 44 * s, y - 86 * s], [x + 58 * s, y - 80 * s], [x + 42 * s, y - 46 * s]), { outline: true });
  art.shape(color, (d) => d.roundedRect(x + 42 * s, y - 92 * s, 30 * s, 16 * s, 7 * s), { outline: true });
  art.shape(darken(color, 0.3), (d) => d.polygon([x + 30 * s, y - 58 * s], [x + 44 * s, y - 90 * s], [x + 40 * s, y - 60 * s]));
  art.ink((d) => d.circle(x + 56 * s, y - 86 * s, 2 * s));
}

export function crown(art: Art, x: number, y: number, s: number): void {
  art.shape('#ffd54f', (d) => d.polygon([x - 40 * s, y], [x - 46 * s, y - 44 * s], [x - 22 * s, y - 20 * s], [x, y - 52 * s], [x + 22 * s, y - 20 * s], [x + 46 * s, y - 44 * s], [x + 40 * s, y]), { outline: true });
  art.shape('#ffb300', (d) => d.rect(x - 40 * s, y - 10 * s, 80 * s, 10 * s));
  for (const [dx, color] of [[-22, '#e53935'], [0, '#1e88e5'], [22, '#43a047']] as const) art.shape(color, (d) => d.circle(x + dx * s, y - 5 * s, 4 * s), { outline: true });
  for (const dx of [-46, 0, 46]) art.shape('#ffffff', (d) => d.circle(x + dx * s, y - (dx === 0 ? 52 : 44) * s, 4 * s), { outline: true });
}

function outdoors(art: Art, sunset = false): void {
  sky(art, sunset ? '#ff8a65' : art.palette.skyTop, sunset ? '#ffe0b2' : art.palette.skyBottom);
  sun(art, sunset ? 320 : 345, sunset ? 130 : 45, 20, sunset ? '#ffb74d' : '#ffd54f');
  cloud(art, 30, 50, 0.8);
  hills(art, 180, lighten(art.palette.groundDark, 0.15));
}

export function castleScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3, a4] = art.palette.accents;
  if (variant === 'hall' || variant === 'library') {
    art.backdrop(['#d1c4e9', '#b39ddb'], (d) => d.rect(-400, -300, 1200, 900));
    for (let row = 0; row < 8; row += 1) for (let col = -2; col < 14; col += 1) art.stroke('#9575cd', 0.8, (d) => d.rect(col * 34 + (row % 2) * 17, row * 30, 34, 30));
    art.shape('#8d6e63', (d) => d.rect(-400, 240, 1200, 400));
    if (variant === 'hall') {
      for (const x of [60, 330]) {
        art.shape(a1 ?? '#f06292', (d) => d.polygon([x - 22, 40], [x + 22, 40], [x + 22, 130], [x, 118], [x - 22, 130]), { outline: true });
        art.shape(a2 ?? '#ffd54f', (d) => d.circle(x, 80, 9));
      }
      art.shape('#9e9e9e', (d) => d.rect(150, 120, 100, 110), { outline: true });
      art.shape('#424242', (d) => d.moveTo(168, 230).lineTo(168, 170).quadraticCurveTo(200, 140, 232, 170).lineTo(232, 230).closePath());
      art.shape('#ff7043', (d) => d.moveTo(180, 228).quadraticCurveTo(186, 190, 200, 175).quadraticCurveTo(214, 190, 220, 228).closePath());
      art.shape('#ffca28', (d) => d.moveTo(190, 228).quadraticCurveTo(194, 205, 200, 195).quadraticCurveTo(206, 205, 210, 228).closePath());
      art.shape('#a1887f', (d) => d.rect(30, 250, 340, 14), { outline: true });
      for (const x of [80, 200, 320]) {
        art.shape('#fff8e1', (d) => d.rect(x - 3, 232, 6, 18), { outline: true });
        art.shape('#ffca28', (d) => d.ellipse(x, 228, 3, 5));
      }
    } else {
      art.shape('#fff8e1', (d) => d.moveTo(250, 200).lineTo(250, 90).quadraticCurveTo(290, 40, 330, 90).lineTo(330, 200).closePath(), { outline: true });
      art.shape('#b3e5fc', (d) => d.moveTo(258, 195).lineTo(258, 94).quadraticCurveTo(290, 52, 322, 94).lineTo(322, 195).closePath());
      art.shape('#8d6e63', (d) => d.rect(30, 60, 150, 180), { outline: true });
      for (let shelf = 0; shelf < 4; shelf += 1) {
        let x = 36;
        while (x < 170) {
          const width = r.range(7, 12);
          const height = r.range(26, 36);
          art.shape(r.pick([a1, a2, a3, a4, '#8d6e63'].filter(Boolean) as string[]), (d) => d.rect(x, 64 + shelf * 44 + 40 - height, width, height), { outline: true });
          x += width + 1.5;
        }
      }
      child(art, 220, 296, 0.95, { dress: true, hat: 'crown', shirt: a1, holding: 'book' });
      child(art, 330, 296, 0.85, { shirt: a4 ?? '#4fc3f7', facing: -1 });
      book(art, 250, 252, 40, 10, a3 ?? '#7e57c2');
    }
    return;
  }
  if (variant === 'crown') {
    art.backdrop(['#4a148c', '#7b1fa2'], (d) => d.rect(-400, -300, 1200, 900));
    art.shape('#c62828', (d) => d.roundedRect(110, 190, 180, 60, 20), { outline: true });
    crown(art, 200, 196, 1.8);
    for (let index = 0; index < 8; index += 1) sparkle(art, r.range(60, 340), r.range(40, 170), r.range(5, 10), '#fff59d');
    return;
  }
  outdoors(art, variant === 'princess');
  switch (variant) {
    case 'moat':
      ground(art, 230, '#9ccc65');
      art.shape('#4fc3f7', (d) => d.rect(-400, 236, 1200, 26));
      castle(art, 200, 236, 1.2, { drawbridge: true });
      child(art, 200, 292, 0.7, { shirt: a2 });
      break;
    case 'knight':
      ground(art, 232, '#9ccc65');
      castle(art, 300, 200, 0.6);
      horse(art, 160, 282, 1.1, '#a1887f');
      child(art, 260, 292, 0.95, { hat: 'helmet', hatColor: '#b0bec5', shirt: '#90a4ae' });
      art.shape(a1 ?? '#f06292', (d) => d.moveTo(276, 232).lineTo(300, 232).lineTo(300, 254).quadraticCurveTo(288, 266, 276, 254).closePath(), { outline: true });
      art.shape(a2 ?? '#ffd54f', (d) => d.circle(288, 244, 5));
      break;
    case 'garden':
      castle(art, 300, 190, 0.55);
      ground(art, 215, '#8bc34a');
      art.shape('#558b2f', (d) => d.roundedRect(-20, 220, 140, 30, 14).roundedRect(280, 222, 150, 28, 14), { outline: true });
      for (let index = 0; index < 14; index += 1) flower(art, r.range(10, 390), r.range(258, 296), 1.2, [a1, a2, a3, a4][index % 4] ?? '#f06292');
      child(art, 160, 290, 0.9, { dress: true, hat: 'crown', shirt: a3 });
      child(art, 230, 290, 0.8, { shirt: a4 ?? '#4fc3f7', facing: -1 });
      for (const [x, y] of [[110, 150], [280, 140]]) {
        art.shape('#ffd54f', (d) => d.ellipse(x, y, 7, 5), { outline: true });
        art.stroke('#3e2723', 1.5, (d) => d.moveTo(x - 2, y - 5).lineTo(x - 2, y + 5).moveTo(x + 2, y - 5).lineTo(x + 2, y + 5));
        art.shape('#e1f5fe', (d) => d.ellipse(x - 2, y - 8, 4, 3).ellipse(x + 3, y - 8, 4, 3), { opacity: 0.9 });
      }
      break;
    case 'princess':
      ground(art, 232, '#9ccc65');
      castle(art, 110, 220, 0.7);
      child(art, 230, 292, 1, { dress: true, hat: 'crown', shirt: a1 });
      child(art, 320, 292, 0.85, { shirt: a4 ?? '#4fc3f7', facing: -1 });
      for (let index = 0; index < 5; index += 1) sparkle(art, r.range(180, 380), r.range(60, 150), r.range(4, 8), '#fff59d');
      break;
    default:
      ground(art, 232, '#9ccc65');
      castle(art, 200, 222, 1);
      child(art, 330, 292, 0.75, { dress: true, hat: 'crown', shirt: a1 });
  }
}

export { horse };
