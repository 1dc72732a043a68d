import { Art, darken, lighten } from '../art';
import { child, cloud, sparkle, star } from '../parts';

export function rocket(art: Art, x: number, y: number, s: number, angle = 0, flame = true): void {
  const { doc } = art;
  doc.save();
  doc.translate(x, y).rotate(angle).scale(s);
  if (flame) {
    art.shape('#ff7043', (d) => d.moveTo(-12, 40).quadraticCurveTo(0, 90, 12, 40).closePath());
    art.shape('#ffca28', (d) => d.moveTo(-7, 40).quadraticCurveTo(0, 70, 7, 40).closePath());
  }
  art.shape('#e53935', (d) => d.polygon([-16, 10], [-32, 42], [-16, 36]).polygon([16, 10], [32, 42], [16, 36]), { outline: true });
  art.shape('#eceff1', (d) => d.moveTo(-16, 40).lineTo(-16, -10).bezierCurveTo(-16, -40, 0, -58, 0, -58).bezierCurveTo(0, -58, 16, -40, 16, -10).lineTo(16, 40).closePath(), { outline: true });
  art.shape('#e53935', (d) => d.moveTo(-13, -30).bezierCurveTo(-8, -46, 0, -58, 0, -58).bezierCurveTo(0, -58, 8, -46, 13, -30).closePath());
  art.shape('#4fc3f7', (d) => d.circle(0, -8, 8), { outline: true });
  art.shape('#ffffff', (d) => d.circle(-3, -11, 2.5));
  doc.restore();
}

export function planet(art: Art, x: number, y: number, r: number, color: string, options: { rings?: boolean; bands?: boolean; spot?: boolean } = {}): void {
  if (options.rings) art.stroke(lighten(color, 0.3), r * 0.18, (d) => d.ellipse(x, y, r * 1.9, r * 0.45));
  art.shape(color, (d) => d.circle(x, y, r), { outline: true });
  if (options.bands) {
    for (const offset of [-0.45, -0.1, 0.3]) art.shape(darken(color, 0.15), (d) => d.ellipse(x, y + offset * r, r * 0.95 * Math.sqrt(1 - offset * offset), r * 0.1));
  }
  if (options.spot) art.shape('#d84315', (d) => d.ellipse(x + r * 0.3, y + r * 0.45, r * 0.22, r * 0.12));
  art.shape('#ffffff', (d) => d.circle(x - r * 0.45, y - r * 0.45, r * 0.15), { opacity: 0.5 });
  if (options.rings) {
    const { doc } = art;
    doc.save();
    doc.rect(x - r * 2, y, r * 4, r).clip();
    art.stroke(lighten(color, 0.3), r * 0.18, (d) => d.ellipse(x, y, r * 1.9, r * 0.45));
    doc.restore();
  }
}

export function earth(art: Art, x: number, y: number, r: number): void {
  art.shape('#1e88e5', (d) => d.circle(x, y, r), { outline: true });
  const { doc } = art;
  doc.save();
  doc.circle(x, y, r).clip();
  art.shape('#66bb6a', (d) => d.ellipse(x - r * 0.35, y - r * 0.2, r * 0.35, r * 0.5).ellipse(x + r * 0.4, y + r * 0.25, r * 0.3, r * 0.4).ellipse(x + r * 0.1, y - r * 0.75, r * 0.4, r * 0.15));
  art.shape('#ffffff', (d) => d.ellipse(x - r * 0.1, y + r * 0.1, r * 0.5, r * 0.07).ellipse(x + r * 0.3, y - r * 0.4, r * 0.35, r * 0.06), { opacity: 0.85 });
  doc.restore();
}

function starfield(art: Art, count: number): void {
  const r = art.random;
  for (let index = 0; index < count; index += 1) star(art, r.range(-60, 460), r.range(-40, 300), r.range(0.8, 2.6), r.pick(['#ffffff', '#fff59d', '#b3e5fc']), 4);
  art.backdrop('#7e57c2', (d) => d.circle(r.range(50, 350), r.range(40, 200), 70), undefined, 0.18);
  art.backdrop('#f06292', (d) => d.circle(r.range(50, 350), r.range(40, 200), 50), undefined, 0.12);
}

export function spaceScene(art: Art, variant: string): void {
  const r = art.random;
  const night = ['#0d0b2e', '#2a1f6b'] as [string, string];
  if (variant === 'home') {
    art.backdrop(['#3949ab', '#ff8a65'], (d) => d.rect(-400, -300, 1200, 900));
    for (let index = 0; index < 15; index += 1) star(art, r.range(0, 400), r.range(0, 110), r.range(1, 2.2), '#fff59d', 4);
    art.shape('#eceff1', (d) => d.circle(330, 60, 22));
    art.shape('#1565c0', (d) => d.rect(-400, 200, 1200, 400));
    for (let index = 0; index < 7; index += 1) {
      const x = r.range(0, 380);
      const y = r.range(215, 290);
      art.stroke('#90caf9', 2, (d) => d.moveTo(x, y).quadraticCurveTo(x + 8, y - 5, x + 16, y).quadraticCurveTo(x + 24, y + 5, x + 32, y));
    }
    art.shape('#f44336', (d) => d.moveTo(130, 60).bezierCurveTo(140, 20, 220, 20, 230, 60).closePath(), { outline: true });
    art.shape('#ffffff', (d) => d.moveTo(163, 60).bezierCurveTo(168, 28, 192, 28, 197, 60).closePath());
    art.stroke('#eceff1', 1.2, (d) => d.moveTo(130, 60).lineTo(180, 170).moveTo(230, 60).lineTo(180, 170).moveTo(180, 60).lineTo(180, 170));
    art.shape('#b0bec5', (d) => d.moveTo(160, 195).lineTo(168, 165).lineTo(192, 165).lineTo(200, 195).closePath(), { outline: true });
    art.shape('#4fc3f7', (d) => d.circle(180, 180, 5));
    return;
  }
  art.backdrop(night, (d) => d.rect(-400, -300, 1200, 900));
  starfield(art, variant === 'stars' ? 60 : 40);
  switch (variant) {
    case 'rocket':
      earth(art, 200, 420, 190);
      rocket(art, 200, 140, 1.4, 8);
      cloud(art, 60, 250, 1.1);
      cloud(art, 280, 240, 0.9);
      break;
    case 'earth':
      earth(art, 200, 150, 95);
      art.stroke('#81d4fa', 4, (d) => d.circle(200, 150, 99));
      rocket(art, 340, 70, 0.6, 40, false);
      art.shape('#eceff1', (d) => d.circle(60, 60, 14));
      break;
    case 'moon':
      earth(art, 320, 70, 30);
      art.shape('#b0bec5', (d) => d.moveTo(-400, 230).bezierCurveTo(100, 200, 300, 215, 800, 225).lineTo(800, 600).lineTo(-400, 600).closePath());
      for (const [x, y, cr] of [[70, 250, 18], [180, 270, 12], [300, 245, 22], [380, 285, 14], [120, 290, 9]]) art.shape('#90a4ae', (d) => d.ellipse(x, y, cr, cr * 0.35), { outline: true });
      child(art, 210, 250, 0.8, { shirt: '#eceff1', hat: 'helmet', hatColor: '#eceff1' });
      art.stroke('#e53935', 2, (d) => d.moveTo(260, 232).lineTo(260, 180));
      art.shape('#1e88e5', (d) => d.rect(260, 180, 30, 18));
      art.shape('#78909c', (d) => d.ellipse(190, 258, 4, 2).ellipse(170, 262, 4, 2).ellipse(150, 258, 4, 2));
      break;
    case 'sun':
      art.backdrop('#ffca28', (d) => d.circle(200, 150, 140), undefined, 0.2);
      art.backdrop('#ffb300', (d) => d.circle(200, 150, 115), undefined, 0.3);
      art.shape('#ffb300', (d) => d.circle(200, 150, 90), { outline: true });
      art.shape('#ffd54f', (d) => d.circle(185, 135, 60));
      art.shape('#ff7043', (d) => d.circle(240, 180, 8).circle(170, 190, 5).circle(230, 110, 6), { opacity: 0.7 });
      earth(art, 370, 250, 12);
      break;
    case 'mars':
      planet(art, 90, 70, 26, '#ffb74d', {});
      art.shape('#d84315', (d) => d.moveTo(-400, 210).bezierCurveTo(100, 190, 250, 225, 800, 200).lineTo(800, 600).lineTo(-400, 600).closePath());
      art.shape('#bf360c', (d) => d.polygon([250, 212], [300, 150], [330, 150], [390, 212]));
      roverSmall(art, 160, 262, 1);
      for (let index = 0; index < 8; index += 1) art.shape('#8d3a18', (d) => d.ellipse(r.range(0, 400), r.range(225, 295), r.range(4, 9), r.range(2, 4)));
      break;
    case 'planets':
      planet(art, 110, 130, 62, '#ffb74d', { bands: true, spot: true });
      planet(art, 285, 95, 38, '#ffe082', { rings: true, bands: true });
      planet(art, 300, 230, 22, '#4fc3f7');
      planet(art, 360, 175, 14, '#80deea');
      break;
    case 'stars': {
      const orion: [number, number][] = [[150, 60], [250, 70], [185, 140], [200, 145], [215, 150], [160, 230], [255, 220]];
      art.stroke('#90caf9', 1.2, (d) => d.moveTo(...orion[0]).lineTo(...orion[2]).lineTo(...orion[3]).lineTo(...orion[4]).lineTo(...orion[1]).moveTo(...orion[2]).lineTo(...orion[5]).moveTo(...orion[4]).lineTo(...orion[6]), 3);
      for (const [x, y] of orion) star(art, x, y, 6, '#fff59d', 5);
      art.shape('#1b5e20', (d) => d.moveTo(-400, 270).bezierCurveTo(0, 240, 200, 250, 800, 275).lineTo(800, 600).lineTo(-400, 600).closePath());
      child(art, 330, 285, 0.6, { shirt: art.palette.accents[2] });
      art.shape('#90a4ae', (d) => d.polygon([300, 236], [318, 226], [322, 234], [304, 244]), { outline: true });
      art.stroke('#607d8b', 2, (d) => d.moveTo(310, 240).lineTo(302, 270).moveTo(310, 240).lineTo(318, 270));
      break;
    }
    default:
      planet(art, 300, 90, 40, '#ffe082', { rings: true, bands: true });
      rocket(art, 130, 170, 1.1, 30);
      art.shape('#eceff1', (d) => d.circle(60, 60, 16));
  }
  for (let index = 0; index < 4; index += 1) sparkle(art, r.range(10, 390), r.range(10, 200), r.range(4, 7), '#ffffff');
}

export function roverSmall(art: Art, x: number, y: number, s: number): void {
  art.shape('#eceff1', (d) => d.roundedRect(x - 40 * s, y - 40 * s, 80 * s, 22 * s, 4 * s), { outline: true });
  art.shape('#1a237e', (d) => d.rect(x - 36 * s, y - 48 * s, 50 * s, 8 * s), { outline: true });
  art.stroke('#90a4ae', 3 * s, (d) => d.moveTo(x + 26 * s, y - 40 * s).lineTo(x + 26 * s, y - 70 * s));
  art.shape('#cfd8dc', (d) => d.roundedRect(x + 18 * s, y - 80 * s, 18 * s, 11 * s, 2 * s), { outline: true });
  art.shape('#4fc3f7', (d) => d.circle(x + 31 * s, y - 75 * s, 3 * s));
  for (const dx of [-30, 0, 30]) {
    art.shape('#37474f', (d) => d.circle(x + dx * s, y - 8 * s, 9 * s), { outline: true });
    art.shape('#90a4ae', (d) => d.circle(x + dx * s, y - 8 * s, 3.5 * s));
  }
  art.stroke('#78909c', 2.5 * s, (d) => d.moveTo(x - 30 * s, y - 18 * s).lineTo(x + 30 * s, y - 18 * s));
}
