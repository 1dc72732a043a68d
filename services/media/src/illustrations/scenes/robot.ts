import { Art, darken, labelFont, lighten } from '../art';
import { child, sparkle, sun } from '../parts';
import { heart } from './puppy';
import { roverSmall } from './space';

/** A friendly boxy robot standing on y. */
export function robot(art: Art, x: number, y: number, s: number, color: string, wave = false): void {
  art.shape('#607d8b', (d) => d.roundedRect(x - 22 * s, y - 26 * s, 14 * s, 26 * s, 3 * s).roundedRect(x + 8 * s, y - 26 * s, 14 * s, 26 * s, 3 * s), { outline: true });
  art.shape(color, (d) => d.roundedRect(x - 34 * s, y - 86 * s, 68 * s, 62 * s, 10 * s), { outline: true });
  art.shape(lighten(color, 0.6), (d) => d.roundedRect(x - 22 * s, y - 74 * s, 44 * s, 30 * s, 5 * s), { outline: true });
  for (const [index, light] of ['#ef5350', '#ffca28', '#66bb6a'].entries()) art.shape(light, (d) => d.circle(x + (-12 + index * 12) * s, y - 59 * s, 4 * s));
  art.stroke('#607d8b', 6 * s, (d) => d.moveTo(x - 34 * s, y - 74 * s).lineTo(x - 50 * s, y - 52 * s));
  if (wave) art.stroke('#607d8b', 6 * s, (d) => d.moveTo(x + 34 * s, y - 74 * s).lineTo(x + 52 * s, y - 100 * s));
  else art.stroke('#607d8b', 6 * s, (d) => d.moveTo(x + 34 * s, y - 74 * s).lineTo(x + 50 * s, y - 52 * s));
  art.shape('#90a4ae', (d) => d.circle(x - 52 * s, y - 50 * s, 6 * s).circle(x + 52 * s, wave ? y - 103 * s : y - 50 * s, 6 * s), { outline: true });
  art.shape('#90a4ae', (d) => d.rect(x - 6 * s, y - 94 * s, 12 * s, 9 * s));
  art.shape(color, (d) => d.roundedRect(x - 30 * s, y - 134 * s, 60 * s, 42 * s, 10 * s), { outline: true });
  art.stroke('#607d8b', 2.5 * s, (d) => d.moveTo(x, y - 134 * s).lineTo(x, y - 148 * s));
  art.shape('#ef5350', (d) => d.circle(x, y - 151 * s, 5 * s), { outline: true });
  art.shape('#263238', (d) => d.roundedRect(x - 22 * s, y - 126 * s, 44 * s, 24 * s, 6 * s));
  art.shape('#4dd0e1', (d) => d.circle(x - 10 * s, y - 116 * s, 5 * s).circle(x + 10 * s, y - 116 * s, 5 * s));
  art.stroke('#4dd0e1', 2 * s, (d) => d.moveTo(x - 7 * s, y - 107 * s).quadraticCurveTo(x, y - 103 * s, x + 7 * s, y - 107 * s));
}

export function gear(art: Art, x: number, y: number, r: number, color: string): void {
  const points: number[][] = [];
  for (let index = 0; index < 16; index += 1) {
    const angle = (index / 16) * Math.PI * 2;
    const radius = index % 2 === 0 ? r : r * 0.78;
    points.push([x + Math.cos(angle) * radius, y + Math.sin(angle) * radius]);
    points.push([x + Math.cos(angle + Math.PI / 16) * radius, y + Math.sin(angle + Math.PI / 16) * radius]);
  }
  art.shape(color, (d) => d.polygon(...points), { outline: true });
  art.shape(lighten(color, 0.7), (d) => d.circle(x, y, r * 0.3), { outline: true });
}

function robotArm(art: Art, x: number, y: number, s: number, color: string): void {
  art.shape('#546e7a', (d) => d.roundedRect(x - 24 * s, y - 14 * s, 48 * s, 14 * s, 3 * s), { outline: true });
  art.stroke(color, 12 * s, (d) => d.moveTo(x, y - 14 * s).lineTo(x + 10 * s, y - 80 * s).lineTo(x + 70 * s, y - 100 * s));
  art.shape('#90a4ae', (d) => d.circle(x + 10 * s, y - 80 * s, 9 * s).circle(x, y - 14 * s, 9 * s), { outline: true });
  art.stroke('#607d8b', 4 * s, (d) => d.moveTo(x + 70 * s, y - 100 * s).lineTo(x + 76 * s, y - 80 * s).moveTo(x + 70 * s, y - 100 * s).lineTo(x + 88 * s, y - 90 * s));
}

function lab(art: Art): void {
  art.backdrop(['#e3f2fd', '#f1f8e9'], (d) => d.rect(-400, -300, 1200, 900));
  for (let x = -400; x < 800; x += 30) art.backdrop('#bbdefb', (d) => d.rect(x, -300, 1, 900), undefined, 0.6);
  for (let y = -300; y < 600; y += 30) art.backdrop('#bbdefb', (d) => d.rect(-400, y, 1200, 1), undefined, 0.6);
  art.shape('#b0bec5', (d) => d.rect(-400, 240, 1200, 400));
  art.shape('#90a4ae', (d) => d.rect(-400, 240, 1200, 5));
}

export function robotScene(art: Art, variant: string): void {
  const r = art.random;
  const [a1, a2, a3, a4] = art.palette.accents;
  if (variant === 'rover') {
    art.backdrop(['#ffab91', '#ffe0b2'], (d) => d.rect(-400, -300, 1200, 900));
    sun(art, 340, 50, 12, '#fff3e0');
    art.shape('#bf360c', (d) => d.polygon([-20, 200], [80, 130], [170, 200]));
    art.shape('#d84315', (d) => d.moveTo(-400, 200).bezierCurveTo(100, 185, 250, 215, 800, 195).lineTo(800, 600).lineTo(-400, 600).closePath());
    roverSmall(art, 220, 262, 1.5);
    art.shape('#cfd8dc', (d) => d.roundedRect(90, 92, 26, 16, 4), { outline: true });
    art.stroke('#607d8b', 2, (d) => d.moveTo(78, 84).lineTo(128, 80).moveTo(103, 92).lineTo(103, 84).moveTo(96, 108).lineTo(92, 116).moveTo(110, 108).lineTo(114, 116));
    for (let index = 0; index < 8; index += 1) art.shape('#8d3a18', (d) => d.ellipse(r.range(0, 400), r.range(225, 295), r.range(4, 9), r.range(2, 4)));
    return;
  }
  lab(art);
  switch (variant) {
    case 'hello':
      robot(art, 250, 272, 1.2, a1 ?? '#29b6f6', true);
      child(art, 110, 292, 0.95, { shirt: a3 ?? '#ef5350' });
      art.shape('#ffffff', (d) => d.roundedRect(290, 60, 70, 34, 10), { outline: true });
      art.ink((d) => d.font(labelFont(art.doc)).fontSize(14).text('BEEP!', 300, 70, { lineBreak: false }), '#1e88e5');
      break;
    case 'sensors':
      robot(art, 120, 272, 1.1, a1 ?? '#29b6f6');
      for (const radius of [20, 34, 48]) art.stroke(a2 ?? '#ffca28', 2.5, (d) => d.moveTo(160 + radius * 0.7, 120 - radius * 0.7).quadraticCurveTo(160 + radius * 1.1, 150, 160 + radius * 0.7, 180 + radius * 0.7));
      art.stroke('#ef5350', 2, (d) => d.moveTo(150, 150).lineTo(320, 200), 4);
      art.shape(a4 ?? '#66bb6a', (d) => d.roundedRect(310, 190, 50, 50, 6), { outline: true });
      break;
    case 'code':
      art.shape('#37474f', (d) => d.roundedRect(150, 50, 200, 140, 10), { outline: true });
      art.shape('#263238', (d) => d.rect(162, 62, 176, 116));
      for (const [index, width] of [120, 90, 140, 70, 110].entries()) art.shape([a1, a2, a3, a4, a1][index] ?? '#29b6f6', (d) => d.roundedRect(172 + (index % 2) * 14, 72 + index * 20, width, 12, 4));
      art.shape('#546e7a', (d) => d.rect(238, 190, 24, 30).rect(210, 218, 80, 8));
      robot(art, 80, 272, 0.8, a3 ?? '#ef5350');
      art.stroke('#1e88e5', 2, (d) => d.moveTo(120, 262).lineTo(200, 262).lineTo(200, 282).lineTo(300, 282), 5);
      art.shape('#1e88e5', (d) => d.polygon([300, 276], [312, 282], [300, 288]));
      break;
    case 'arm':
      robotArm(art, 170, 262, 1.5, a2 ?? '#ffca28');
      gear(art, 60, 80, 26, '#90a4ae');
      gear(art, 100, 120, 16, '#b0bec5');
      art.shape(a3 ?? '#ef5350', (d) => d.rect(282, 222, 30, 30), { outline: true });
      art.shape(a4 ?? '#66bb6a', (d) => d.rect(320, 222, 30, 30), { outline: true });
      break;
    case 'factory':
      art.shape('#455a64', (d) => d.roundedRect(20, 228, 360, 20, 10), { outline: true });
      for (let x = 36; x < 380; x += 28) art.shape('#90a4ae', (d) => d.circle(x, 238, 6));
      art.shape(a3 ?? '#ef5350', (d) => d.moveTo(140, 226).lineTo(150, 196).lineTo(190, 190).lineTo(225, 196).lineTo(260, 204).lineTo(262, 226).closePath(), { outline: true });
      art.shape('#b3e5fc', (d) => d.polygon([158, 200], [186, 195], [188, 208], [160, 210]));
      robotArm(art, 60, 228, 1, a2 ?? '#ffca28');
      robotArm(art, 290, 228, 0.9, a1 ?? '#29b6f6');
      sparkle(art, 265, 200, 8, '#ffca28');
      break;
    case 'workshop':
      art.shape('#a1887f', (d) => d.rect(40, 200, 320, 14), { outline: true });
      art.shape('#8d6e63', (d) => d.rect(56, 214, 10, 50).rect(334, 214, 10, 50));
      art.shape('#e3f2fd', (d) => d.rect(250, 60, 110, 80), { outline: true });
      art.stroke('#1e88e5', 1.5, (d) => d.rect(270, 80, 40, 30).circle(282, 118, 6).circle(300, 118, 6).moveTo(320, 84).lineTo(345, 84).moveTo(320, 96).lineTo(340, 96));
      art.shape(a1 ?? '#29b6f6', (d) => d.roundedRect(150, 170, 60, 26, 6), { outline: true });
      art.shape('#37474f', (d) => d.circle(162, 198, 8).circle(198, 198, 8), { outline: true });
      gear(art, 250, 186, 12, '#90a4ae');
      child(art, 100, 292, 1, { shirt: a2 ?? '#ffca28', holding: 'pencil' });
      break;
    case 'friend':
      robot(art, 260, 272, 1.1, a4 ?? '#66bb6a', true);
      child(art, 130, 292, 1, { shirt: a3 ?? '#ef5350' });
      heart(art, 195, 110, 1.4);
      for (const [x, y] of [[80, 80], [330, 70]]) {
        art.shape('#7e57c2', (d) => d.ellipse(x, y + 20, 7, 5));
        art.stroke('#7e57c2', 2, (d) => d.moveTo(x + 6, y + 20).lineTo(x + 6, y).lineTo(x + 16, y + 4));
      }
      break;
    default:
      robot(art, 200, 272, 1.2, a1 ?? '#29b6f6', true);
      gear(art, 70, 90, 24, '#90a4ae');
      gear(art, 330, 110, 18, darken('#90a4ae', 0.1));
  }
}
