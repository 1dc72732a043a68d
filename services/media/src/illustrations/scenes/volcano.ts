import { Art } from '../art';
import { child, cloud, ground, palmTree, roundTree, sky, smoke, sun, flower, grassTufts } from '../parts';

/** Volcano scenes: calm, inside (cut-away), erupting, ash, scientist, island, green. */
export function volcanoScene(art: Art, variant: string): void {
  const r = art.random;
  if (variant === 'island') {
    sky(art, '#7fd3ff', '#e0f7ff');
    sun(art, 330, 60, 22);
    cloud(art, 40, 60, 0.9);
    art.shape('#1e88e5', (d) => d.rect(-400, 200, 1200, 400));
    cone(art, 200, 215, 150, 120, '#8d6e63');
    art.shape('#ffd180', (d) => d.ellipse(200, 214, 135, 16));
    palmTree(art, 110, 212, 0.9);
    palmTree(art, 270, 212, 0.8);
    lavaDrip(art, 200, 95, 0.8);
    smoke(art, 205, 75, 0.8);
    for (let index = 0; index < 6; index += 1) {
      const x = r.range(0, 400);
      const y = r.range(230, 290);
      art.stroke('#bbdefb', 2, (d) => d.moveTo(x, y).quadraticCurveTo(x + 8, y - 5, x + 16, y).quadraticCurveTo(x + 24, y + 5, x + 32, y));
    }
    return;
  }
  const erupting = variant === 'erupting' || variant === 'ash';
  sky(art, variant === 'ash' ? '#9e9e9e' : art.palette.skyTop, variant === 'ash' ? '#e0d6c8' : art.palette.skyBottom);
  if (variant !== 'ash') sun(art, 60, 55, 20);
  cloud(art, 290, 45, 0.8);
  if (variant === 'green') {
    ground(art, 235, '#7cb342');
    cone(art, 200, 240, 190, 150, '#6d8f3a');
    art.shape('#558b2f', (d) => d.moveTo(120, 240).lineTo(170, 140).lineTo(230, 140).lineTo(280, 240).closePath(), { opacity: 0.5 });
    for (let index = 0; index < 8; index += 1) roundTree(art, r.range(20, 380), r.range(245, 290), r.range(0.5, 0.8), index % 2 ? '#43a047' : '#66bb6a');
    for (let index = 0; index < 10; index += 1) flower(art, r.range(10, 390), r.range(258, 298), 0.9, art.palette.accents[index % 4]);
    child(art, 330, 292, 0.6, { holding: 'none' });
    return;
  }
  ground(art, 240, art.palette.ground);
  if (variant === 'inside') {
    // Cut-away: layers of rock, a magma chamber and the vent up to the crater.
    art.shape('#a1887f', (d) => d.rect(-400, 240, 1200, 400));
    art.shape('#8d6e63', (d) => d.rect(-400, 262, 1200, 20));
    art.shape('#795548', (d) => d.rect(-400, 282, 1200, 40));
    cone(art, 200, 242, 180, 150, '#8d6e63');
    art.shape('#ff7043', (d) => d.ellipse(200, 282, 70, 16));
    art.shape('#ffca28', (d) => d.ellipse(200, 282, 44, 8), { opacity: 0.8 });
    art.shape('#ff7043', (d) => d.moveTo(193, 276).lineTo(195, 96).lineTo(205, 96).lineTo(207, 276).closePath());
    lavaDrip(art, 200, 92, 1);
    return;
  }
  cone(art, 200, 242, 190, 160, '#8d6e63');
  if (erupting) {
    art.backdrop('#ffab40', (d) => d.circle(200, 80, 70), undefined, 0.35);
    for (let index = 0; index < 7; index += 1) {
      const angle = -Math.PI / 2 + r.range(-0.9, 0.9);
      const length = r.range(40, 80);
      art.shape(index % 2 ? '#ff7043' : '#ffca28', (d) => d.circle(200 + Math.cos(angle) * length, 80 + Math.sin(angle) * length, r.range(4, 8)));
    }
    lavaDrip(art, 200, 82, 1.2);
    smoke(art, 200, 55, variant === 'ash' ? 1.6 : 1.1, variant === 'ash' ? '#757575' : '#b0bec5');
    if (variant === 'ash') {
      smoke(art, 240, 30, 1.3, '#8d8d8d');
      smoke(art, 160, 25, 1.2, '#9e9e9e');
    }
  } else {
    smoke(art, 205, 68, 0.6);
  }
  if (variant === 'scientist') {
    child(art, 320, 292, 0.75, { hat: 'helmet', holding: 'book', shirt: '#ff7043', facing: -1 });
    art.shape('#eceff1', (d) => d.roundedRect(40, 255, 50, 34, 4), { outline: true });
    art.stroke('#e53935', 2, (d) => d.moveTo(45, 275).lineTo(55, 265).lineTo(62, 280).lineTo(70, 262).lineTo(80, 275).lineTo(86, 268));
  }
  grassTufts(art, 250, 8, '#6d4c41');
}

function cone(art: Art, cx: number, baseY: number, halfWidth: number, height: number, color: string): void {
  const top = baseY - height;
  art.shape(color, (d) =>
    d.moveTo(cx - halfWidth, baseY).bezierCurveTo(cx - halfWidth * 0.5, baseY - height * 0.2, cx - 30, top + 10, cx - 22, top).lineTo(cx + 22, top).bezierCurveTo(cx + 30, top + 10, cx + halfWidth * 0.5, baseY - height * 0.2, cx + halfWidth, baseY).closePath(),
  );
  art.shape('#6d4c41', (d) => d.ellipse(cx, top + 1, 22, 5));
  art.stroke('#6d4c41', 1.5, (d) => d.moveTo(cx - 60, baseY - 40).lineTo(cx - 40, baseY - 30).moveTo(cx + 50, baseY - 60).lineTo(cx + 70, baseY - 50));
}

function lavaDrip(art: Art, cx: number, top: number, scale: number): void {
  art.shape('#ff5722', (d) =>
    d.moveTo(cx - 22 * scale, top).bezierCurveTo(cx - 30 * scale, top + 30 * scale, cx - 40 * scale, top + 60 * scale, cx - 34 * scale, top + 80 * scale).quadraticCurveTo(cx - 26 * scale, top + 88 * scale, cx - 22 * scale, top + 70 * scale).bezierCurveTo(cx - 12 * scale, top + 40 * scale, cx + 4 * scale, top + 60 * scale, cx + 14 * scale, top + 55 * scale).bezierCurveTo(cx + 22 * scale, top + 40 * scale, cx + 24 * scale, top + 20 * scale, cx + 22 * scale, top).closePath(),
  );
  art.shape('#ffca28', (d) => d.ellipse(cx, top + 4 * scale, 16 * scale, 5 * scale), { opacity: 0.9 });
}
