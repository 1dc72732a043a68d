import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { drawIcon, drawIllustration } from '../../src/illustrations';

// pngjs ships no types; this is the part of its API the test uses.
const { PNG } = require('pngjs') as { PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } } };

jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-print-art-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Draws onto one page of the given size in points and rasterises it at 72 dpi (1 pt = 1 px). */
async function raster(name: string, width: number, height: number, draw: (doc: PDFKit.PDFDocument) => void) {
  const file = path.join(dir, `${name}.pdf`);
  await new Promise<void>((resolve, reject) => {
    const doc = new PDFDocument({ size: [width, height], margin: 0 });
    const stream = fs.createWriteStream(file);
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.pipe(stream);
    draw(doc);
    doc.end();
  });
  execFileSync('pdftoppm', ['-png', '-r', '72', '-singlefile', file, path.join(dir, name)]);
  return PNG.sync.read(fs.readFileSync(path.join(dir, `${name}.png`)));
}

/** How many separate stretches of dark ink a row of pixels crosses between x0 and x1. */
function inkRuns(png: { width: number; data: Buffer }, y: number, x0 = 0, x1 = png.width, darkerThan = 110): number {
  let runs = 0;
  let inInk = false;
  for (let x = x0; x < x1; x += 1) {
    const index = (y * png.width + x) * 4;
    const dark = png.data[index] + png.data[index + 1] + png.data[index + 2] < 3 * darkerThan;
    if (dark && !inInk) runs += 1;
    inInk = dark;
  }
  return runs;
}

describe('print line art shows outlines, not construction lines', () => {
  // Icons are drawn at 200 pt (2 px per unit of their 100×100 canvas). Each row below crosses a shape built from
  // overlapping parts: only its outer outline (two crossings) may be inked, never the parts' edges inside it.
  it.each([
    ['cloud', 60, 'three circles and a rounded bar'],
    ['bone', 50, 'a bar with two round ends'],
    ['volcano', 14, 'the smoke puff of three circles'],
  ] as const)('the %s icon (%s row): %s', async (icon, row, _what) => {
    const png = await raster(`icon-${icon}`, 200, 200, (doc) => drawIcon(doc, icon, 100, 100, 200, 'line'));
    expect(inkRuns(png, row * 2)).toBe(2);
  });

  it('keeps the same outlines in the screen style (the outlined bone)', async () => {
    const png = await raster('icon-bone-color', 200, 200, (doc) => drawIcon(doc, 'bone', 100, 100, 200, 'color'));
    // Its outline is a darker shade of its cream fill (about 135 of 255 per channel).
    expect(inkRuns(png, 100, 0, 200, 180)).toBe(2);
  });

  it('draws a story picture\'s cloud as one outline, and a shading as a tint with no outline', async () => {
    const calm = await raster('scene-calm', 400, 300, (doc) => drawIllustration(doc, { scene: 'volcano:calm', seed: 3 }, { x: 0, y: 0, width: 400, height: 300 }, { style: 'line' }));
    // cloud(290, 45, 0.8): circles and a bar spanning about x 277-336 on the row y = 47.
    expect(inkRuns(calm, 47, 262, 350)).toBe(2);
    const green = await raster('scene-green', 400, 300, (doc) => drawIllustration(doc, { scene: 'volcano:green', seed: 3 }, { x: 0, y: 0, width: 400, height: 300 }, { style: 'line' }));
    // The green volcano's see-through shadow (a trapezoid from x 170 to 230 at y = 140) has no outline of its own:
    // the row just under its top edge crosses only the mountain's two sides.
    expect(inkRuns(green, 150, 100, 300)).toBe(2);
  });
});
