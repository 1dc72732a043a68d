import { drawIllustration } from './index';
import { SvgCanvas } from './svg-canvas';

/** The scene canvas (400×300): a picture is drawn at this size in SVG user units and scales crisply to any width. */
const WIDTH = 400;
const HEIGHT = 300;

/**
 * One scene ("volcano" or "volcano:erupting") as a standalone SVG document, in screen colours. Deterministic:
 * the same scene and seed always give the same bytes. Its intrinsic size is twice the canvas (800×600), a size
 * that looks sharp on a phone's high-density screen when nothing else sets one.
 */
export function illustrationSvg(scene: string, seed: number): string {
  const canvas = new SvgCanvas(WIDTH, HEIGHT);
  // The painters are written against PDFKit's API; SvgCanvas implements the part of it they use.
  drawIllustration(canvas as unknown as PDFKit.PDFDocument, { scene, seed }, { x: 0, y: 0, width: WIDTH, height: HEIGHT }, { style: 'color' });
  return canvas.toSvg({ width: WIDTH * 2, height: HEIGHT * 2 });
}
