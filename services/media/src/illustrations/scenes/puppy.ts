import { Art, darken, labelFont, lighten } from '../art';
import { child, cloud, flower, ground, grassTufts, hills, roundTree, sky, sun } from '../parts';

const FURS = ['#d7a86e', '#a1887f', '#f5deb3', '#8d6e63', '#ffcc80', '#bcaaa4'];

export interface PuppyOptions {
  pose?: 'sit' | 'lie';
  eyesClosed?: boolean;
  tongue?: boolean;
  flip?: 1 | -1;
  spot?: boolean;
}

/** A round, friendly puppy; (x, y) is where it touches the ground. */
export function puppy(art: Art, x: number, y: number, s: number, fur: string, options: PuppyOptions = {}): void {
  const f = options.flip ?? 1;
  const ear = darken(fur, 0.3);
  const X = (dx: number) => x + dx * s * f;
  const Y = (dy: number) => y + dy * s;
  if (options.pose === 'lie') {
    art.stroke(fur, 7 * s, (d) => d.moveTo(X(-40), Y(-14)).quadraticCurveTo(X(-58), Y(-24), X(-54), Y(-36)));
    art.shape(fur, (d) => d.ellipse(X(-10), Y(-16), 40 * s, 17 * s), { outline: true });
    art.shape(fur, (d) => d.ellipse(X(22), Y(-6), 12 * s, 6 * s).ellipse(X(-36), Y(-4), 12 * s, 6 * s), { outline: true });
    headAt(art, X(30), Y(-30), s, fur, ear, options, f);
    return;
  }
  art.stroke(fur, 6 * s, (d) => d.moveTo(X(-22), Y(-20)).quadraticCurveTo(X(-42), Y(-30), X(-38), Y(-50)));
  art.shape(fur, (d) => d.ellipse(X(-4), Y(-26), 26 * s, 24 * s), { outline: true });
  if (options.spot) art.shape(darken(fur, 0.2), (d) => d.ellipse(X(-12), Y(-34), 9 * s, 7 * s));
  art.shape(lighten(fur, 0.4), (d) => d.ellipse(X(6), Y(-22), 12 * s, 14 * s));
  art.shape(fur, (d) => d.ellipse(X(-14), Y(-4), 10 * s, 6 * s).ellipse(X(12), Y(-4), 10 * s, 6 * s), { outline: true });
  headAt(art, X(8), Y(-62), s, fur, ear, options, f);
}

function headAt(art: Art, hx: number, hy: number, s: number, fur: string, ear: string, options: PuppyOptions, f: number): void {
  art.shape(ear, (d) => d.ellipse(hx - 19 * s, hy + 4 * s, 8 * s, 16 * s).ellipse(hx + 19 * s, hy + 4 * s, 8 * s, 16 * s), { outline: true });
  art.shape(fur, (d) => d.circle(hx, hy, 21 * s), { outline: true });
  art.shape(lighten(fur, 0.45), (d) => d.ellipse(hx + 3 * s * f, hy + 9 * s, 12 * s, 9 * s));
  if (options.eyesClosed) {
    art.stroke('#3e2723', 2 * s, (d) => d.moveTo(hx - 11 * s, hy - 3 * s).quadraticCurveTo(hx - 7 * s, hy, hx - 3 * s, hy - 3 * s).moveTo(hx + 3 * s, hy - 3 * s).quadraticCurveTo(hx + 7 * s, hy, hx + 11 * s, hy - 3 * s));
  } else {
    art.ink((d) => d.circle(hx - 7 * s, hy - 3 * s, 3.2 * s).circle(hx + 7 * s, hy - 3 * s, 3.2 * s));
    art.shape('#ffffff', (d) => d.circle(hx - 6 * s, hy - 4.5 * s, 1.1 * s).circle(hx + 8 * s, hy - 4.5 * s, 1.1 * s));
  }
  art.ink((d) => d.ellipse(hx + 3 * s * f, hy + 5 * s, 4.5 * s, 3.2 * s));
  art.stroke('#3e2723', 1.4 * s, (d) => d.moveTo(hx + 3 * s * f, hy + 8 * s).lineTo(hx + 3 * s * f, hy + 11 * s).moveTo(hx - 3 * s + 3 * s * f, hy + 12 * s).quadraticCurveTo(hx + 3 * s * f, hy + 14 * s, hx + 9 * s * f, hy + 12 * s));
  if (options.tongue) art.shape('#f48fb1', (d) => d.ellipse(hx + 4 * s * f, hy + 16 * s, 3.5 * s, 5 * s), { outline: true });
}

export function ball(art: Art, x: number, y: number, r: number, color = '#ef5350'): void {
  art.shape(color, (d) => d.circle(x, y, r), { outline: true });
  art.stroke('#ffffff', r * 0.18, (d) => d.moveTo(x - r * 0.9, y - r * 0.2).quadraticCurveTo(x, y + r * 0.5, x + r * 0.9, y - r * 0.2));
}

export function dogBone(art: Art, x: number, y: number, s: number): void {
  art.shape('#fff3e0', (d) => d.roundedRect(x - 16 * s, y - 3.5 * s, 32 * s, 7 * s, 3 * s).circle(x - 16 * s, y - 4 * s, 5 * s).circle(x - 16 * s, y + 4 * s, 5 * s).circle(x + 16 * s, y - 4 * s, 5 * s).circle(x + 16 * s, y + 4 * s, 5 * s), { outline: true });
}

function zzz(art: Art, x: number, y: number): void {
  const { doc } = art;
  doc.save();
  doc.font(labelFont(doc)).fillColor(art.line ? '#2b2b3a' : '#5c6bc0');
  doc.fontSize(14).text('z', x, y, { lineBreak: false });
  doc.fontSize(18).text('z', x + 12, y - 16, { lineBreak: false });
  doc.fontSize(24).text('Z', x + 28, y - 38, { lineBreak: false });
  doc.restore();
}

function heart(art: Art, x: number, y: number, s: number, color = '#f06292'): void {
  art.shape(color, (d) => d.moveTo(x, y + 8 * s).bezierCurveTo(x - 14 * s, y - 2 * s, x - 8 * s, y - 14 * s, x, y - 6 * s).bezierCurveTo(x + 8 * s, y - 14 * s, x + 14 * s, y - 2 * s, x, y + 8 * s).closePath());
}

export function puppyScene(art: Art, variant: string): void {
  const r = art.random;
  const fur = r.pick(FURS);
  const other = r.pick(FURS.filter((color) => color !== fur));
  if (variant === 'litter' || variant === 'sleep') {
    art.backdrop(['#fff3e0', '#ffe0b2'], (d) => d.rect(-400, -300, 1200, 900));
    art.shape('#ffcc80', (d) => d.rect(-400, 220, 1200, 400));
    art.shape('#f8bbd0', (d) => d.roundedRect(40, 50, 90, 70, 6), { outline: true });
    art.shape('#b3e5fc', (d) => d.rect(48, 58, 74, 54));
    if (variant === 'sleep') {
      art.shape('#eceff1', (d) => d.circle(300, 60, 16));
    }
    art.shape('#a1887f', (d) => d.ellipse(210, 250, 150, 40), { outline: true });
    art.shape('#7986cb', (d) => d.ellipse(210, 240, 130, 28));
    if (variant === 'litter') {
      puppy(art, 200, 250, 1.1, fur, { pose: 'lie', eyesClosed: true });
      puppy(art, 150, 262, 0.5, other, { pose: 'lie', eyesClosed: true });
      puppy(art, 240, 268, 0.5, fur, { pose: 'lie', eyesClosed: true, flip: -1 });
      puppy(art, 290, 258, 0.45, darken(fur, 0.2), { pose: 'lie', eyesClosed: true });
    } else {
      puppy(art, 200, 258, 1.2, fur, { pose: 'lie', eyesClosed: true });
      zzz(art, 270, 150);
    }
    return;
  }
  sky(art);
  sun(art, 350, 45, 18);
  cloud(art, 50, 45, 0.8);
  cloud(art, 230, 30, 0.6);
  hills(art, 190, '#aed581');
  ground(art, 232, '#8bc34a');
  art.shape('#ffffff', (d) => d.rect(-400, 200, 1200, 6).rect(-400, 216, 1200, 6));
  for (let x = -20; x < 420; x += 26) art.shape('#ffffff', (d) => d.roundedRect(x, 186, 10, 40, 4), { outline: true });
  grassTufts(art, 240, 8, '#558b2f');
  switch (variant) {
    case 'eyes':
      puppy(art, 140, 278, 1, fur, { tongue: true });
      puppy(art, 250, 282, 0.85, other, { flip: -1, spot: true });
      break;
    case 'sniff':
      for (let index = 0; index < 6; index += 1) flower(art, 250 + index * 22, 270 + (index % 2) * 12, 1.3, art.palette.accents[index % 4]);
      puppy(art, 170, 282, 1.1, fur, {});
      art.stroke('#90a4ae', 1.6, (d) => d.moveTo(215, 228).bezierCurveTo(230, 215, 240, 240, 255, 225).moveTo(218, 240).bezierCurveTo(232, 230, 244, 252, 262, 240), 3);
      break;
    case 'play':
      child(art, 300, 292, 0.95, { shirt: art.palette.accents[0], facing: -1 });
      puppy(art, 150, 282, 1.05, fur, { tongue: true });
      ball(art, 230, 200, 13);
      art.stroke('#6d4c41', 1.5, (d) => d.moveTo(100, 218).lineTo(92, 212).moveTo(98, 226).lineTo(88, 224));
      break;
    case 'chew':
      puppy(art, 170, 282, 1.1, fur, {});
      dogBone(art, 206, 240, 1.2);
      art.shape('#5c6bc0', (d) => d.moveTo(280, 280).lineTo(280, 262).quadraticCurveTo(296, 258, 306, 266).lineTo(330, 270).quadraticCurveTo(340, 276, 334, 282).closePath(), { outline: true });
      break;
    case 'training':
      child(art, 260, 292, 1, { shirt: art.palette.accents[1], facing: -1 });
      puppy(art, 150, 282, 1, fur, { tongue: true });
      art.shape('#a1887f', (d) => d.circle(228, 238, 4));
      heart(art, 200, 150, 1.2);
      break;
    case 'friends':
      roundTree(art, 340, 240, 1.3);
      child(art, 190, 292, 1, { shirt: art.palette.accents[0] });
      puppy(art, 120, 284, 0.95, fur, { tongue: true });
      art.stroke('#e53935', 2, (d) => d.moveTo(140, 230).quadraticCurveTo(170, 250, 172, 240));
      heart(art, 150, 150, 1.3);
      heart(art, 180, 130, 0.9, '#ef5350');
      break;
    default:
      puppy(art, 160, 282, 1.1, fur, { tongue: true });
      ball(art, 260, 268, 14);
  }
}

export { heart };
