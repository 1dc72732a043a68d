import PDFDocument from 'pdfkit';
import { drawIcon, drawIllustration } from '../../src/illustrations';
import { ICON_KEYS } from '../../src/illustrations/icons';
import { resolveScene, SCENE_NAMES } from '../../src/illustrations/scenes';
import { exploration } from '../../src/content/pack';
import { TOPIC_PACKS } from '../../src/content/topics';

const packs = [...TOPIC_PACKS, exploration];

describe('illustrations', () => {
  it('has a picture for every story page of the content pack (no page falls back to the generic scene)', () => {
    for (const pack of packs) {
      for (const page of pack.chapters.flatMap((chapter) => chapter.pages)) {
        expect([pack.key, page.scene, SCENE_NAMES.includes(page.scene)]).toEqual([pack.key, page.scene, true]);
      }
    }
    expect(resolveScene('volcano:erupting')).toMatchObject({ key: 'volcano', variant: 'erupting' });
    expect(resolveScene('unicorn:rainbow')).toMatchObject({ key: 'generic', variant: '' });
  });

  it('has an icon for every counting and picture-matching item', () => {
    for (const pack of packs) {
      for (const item of pack.counting) expect([pack.key, item.icon, ICON_KEYS.includes(item.icon)]).toEqual([pack.key, item.icon, true]);
      for (const pair of pack.matching['3-5']) expect([pack.key, pair.icon, ICON_KEYS.includes(pair.icon ?? '')]).toEqual([pack.key, pair.icon, true]);
    }
  });

  it('draws every scene and icon in screen and print styles, the same way for the same seed', async () => {
    const render = (seed: number) =>
      new Promise<Buffer>((resolve, reject) => {
        const doc = new PDFDocument({ size: [400, 300], margin: 0, compress: false, info: { CreationDate: new Date(0) } });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        for (const style of ['color', 'line'] as const) {
          for (const scene of SCENE_NAMES) drawIllustration(doc, { scene, seed }, { x: 0, y: 0, width: 400, height: 300 }, { style, radius: 12 });
          for (const icon of ICON_KEYS) drawIcon(doc, icon, 50, 50, 80, style);
        }
        doc.end();
      });
    const first = await render(7);
    expect(first.length).toBeGreaterThan(10_000);
    expect((await render(7)).equals(first)).toBe(true);
    expect((await render(8)).equals(first)).toBe(false);
  });
});
