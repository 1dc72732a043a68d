import type { IllustrationSpec } from '../content/types';
import { Art, paletteFor, type ArtStyle, type Box } from './art';
import { createRandom } from './random';
import { resolveScene, SCENE_PALETTES } from './scenes';

export type { ArtStyle, Box } from './art';
export { drawIcon } from './icons';

const VIRTUAL_WIDTH = 400;
const VIRTUAL_HEIGHT = 300;

/**
 * Draws the illustration described by spec into box (PDF points), clipped to the box (optionally rounded).
 * The scene is composed in a 400×300 canvas and scaled to fit inside the box, centred. Deterministic for a seed.
 */
export function drawIllustration(
  doc: PDFKit.PDFDocument,
  spec: IllustrationSpec,
  box: Box,
  options: { style?: ArtStyle; radius?: number } = {},
): void {
  const { painter, key, variant } = resolveScene(spec.scene);
  const art = new Art(doc, createRandom(spec.seed ?? 1), paletteFor(spec.palette ?? SCENE_PALETTES[key]), options.style ?? 'color');
  // "Contain": the whole 400×300 composition stays visible; skies and grounds are drawn oversize to fill the rest.
  const scale = Math.min(box.width / VIRTUAL_WIDTH, box.height / VIRTUAL_HEIGHT);
  doc.save();
  if (options.radius) doc.roundedRect(box.x, box.y, box.width, box.height, options.radius).clip();
  else doc.rect(box.x, box.y, box.width, box.height).clip();
  if (art.line) doc.rect(box.x, box.y, box.width, box.height).fill('#ffffff');
  // Centred across; in a box taller than 4:3 the scene sits on the bottom edge with extra sky (or wall) above it.
  doc.translate(box.x + (box.width - VIRTUAL_WIDTH * scale) / 2, box.y + (box.height - VIRTUAL_HEIGHT * scale));
  doc.scale(scale);
  painter(art, variant);
  doc.restore();
}
