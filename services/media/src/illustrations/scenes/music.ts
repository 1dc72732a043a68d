import { Art, darken, lighten } from '../art';
import { child } from '../parts';

/** Music scenes in a playroom: a drum, a piano, sound travelling through the air to an ear. */
export function musicScene(art: Art, variant: string): void {
  const [a1, a2, a3, a4] = art.palette.accents;
  art.backdrop([art.palette.skyTop, art.palette.skyBottom], (d) => d.rect(-400, -300, 1200, 900));
  art.shape(art.palette.ground, (d) => d.rect(-400, 250, 1200, 400));
  art.shape(darken(art.palette.ground, 0.1), (d) => d.rect(-400, 250, 1200, 6));
  switch (variant) {
    case 'piano':
      piano(art, 150, 252);
      child(art, 300, 292, 0.95, { shirt: a3, facing: -1 });
      notes(art, [[120, 70, a1], [180, 50, a2], [250, 80, a4]]);
      return;
    case 'sound':
      drum(art, 90, 252, 1.1, a1);
      for (let wave = 0; wave < 4; wave += 1) {
        const x = 150 + wave * 34;
        const h = 28 + wave * 10;
        art.stroke(lighten(a4, 0.1), 4, (d) => d.moveTo(x, 170 - h).quadraticCurveTo(x + 18, 170, x, 170 + h));
      }
      child(art, 330, 292, 1, { shirt: a2, facing: -1 });
      // The ear the sound reaches, drawn a little larger beside the child's head.
      art.shape('#f9d3b4', (d) => d.ellipse(292, 150, 14, 20), { outline: true });
      art.stroke('#c68642', 2.5, (d) => d.moveTo(296, 140).quadraticCurveTo(284, 142, 288, 152).quadraticCurveTo(296, 158, 290, 162));
      return;
    default:
      drum(art, 230, 252, 1.2, a1);
      child(art, 140, 292, 1, { shirt: a4 });
      art.stroke('#8d6e63', 4, (d) => d.moveTo(168, 242).lineTo(212, 196).moveTo(176, 250).lineTo(238, 204));
      notes(art, [[170, 90, a2], [230, 60, a3], [290, 100, a1], [330, 50, a4]]);
  }
}

/** A drum standing on y, centred on x. */
function drum(art: Art, x: number, y: number, s: number, color: string): void {
  art.shape(color, (d) => d.rect(x - 40 * s, y - 60 * s, 80 * s, 60 * s).ellipse(x, y, 40 * s, 10 * s), { outline: true });
  art.stroke('#fff8e1', 2.5 * s, (d) => {
    d.moveTo(x - 40 * s, y - 50 * s);
    for (let step = 1; step <= 8; step += 1) d.lineTo(x - 40 * s + step * 10 * s, y - (step % 2 ? 10 : 50) * s);
  });
  art.shape('#fff3e0', (d) => d.ellipse(x, y - 60 * s, 40 * s, 10 * s), { outline: true });
}

/** An upright piano standing on y, its left edge at x. */
function piano(art: Art, x: number, y: number): void {
  art.shape('#4e342e', (d) => d.roundedRect(x - 110, y - 130, 190, 130, 6), { outline: true });
  art.shape('#ffffff', (d) => d.rect(x - 104, y - 74, 178, 24), { outline: true });
  for (let key = 1; key < 16; key += 1) art.stroke('#9e9e9e', 1, (d) => d.moveTo(x - 104 + key * 11.1, y - 74).lineTo(x - 104 + key * 11.1, y - 50));
  for (const key of [1, 2, 4, 5, 6, 8, 9, 11, 12, 13]) art.ink((d) => d.rect(x - 104 + key * 11.1 - 3.5, y - 74, 7, 14), '#212121');
  art.shape('#6d4c41', (d) => d.rect(x - 100, y - 120, 170, 36), { outline: true });
  art.shape('#fff8e1', (d) => d.rect(x - 50, y - 116, 70, 28), { outline: true });
}

/** Music notes floating: [x, y, colour] each, a head and a stem with a flag. */
function notes(art: Art, items: [number, number, string][]): void {
  for (const [x, y, color] of items) {
    art.stroke(color, 3, (d) => d.moveTo(x + 7, y).lineTo(x + 7, y - 30).quadraticCurveTo(x + 18, y - 24, x + 18, y - 14));
    art.shape(color, (d) => d.ellipse(x, y + 2, 8.5, 6.5));
  }
}
