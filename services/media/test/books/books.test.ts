import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { composeOfflineContent } from '../../src/content/offline';
import type { CreationContent } from '../../src/content/types';
import { renderStoryFrames } from '../../src/illustrations/render';
import { buildDigitalActivityBook } from '../../src/pdf/digital';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

// pngjs ships no types; this is the part of its API the test uses.
const { PNG } = require('pngjs') as { PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } } };

// Real PDF building and poppler rasterising; generous limits because the build machines are shared.
jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-books-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const pdfInfo = (file: string) => {
  const output = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(output)?.[1]);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(output) ?? [];
  return { pages, width: Math.round(Number(width)), height: Math.round(Number(height)) };
};
const pageText = (file: string, page: number) => execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
const storyPages = (content: CreationContent) => content.chapters.reduce((sum, chapter) => sum + chapter.pages.length, 0);

describe('hardcopy activity book', () => {
  const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes for Maya', mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Vocabulary' }, childName: 'Maya' });
  const feedbackUrl = 'https://wonderkin.example/create?creation=cr_8f3k2m9x&feedback=1';

  it.each([
    ['Letter', 612, 792],
    ['A4', 595, 842],
  ] as const)('is a %s PDF with page numbers and a scannable feedback QR code on the last page', async (paperSize, width, height) => {
    const file = path.join(dir, `hardcopy-${paperSize}.pdf`);
    const { pages } = await buildHardcopyActivityBook(content, file, { creationId: 'cr_8f3k2m9x', paperSize, feedbackUrl });
    const info = pdfInfo(file);
    expect(info).toEqual({ pages, width, height });
    // Cover, one page per story page, facts, one per activity, answers, feedback.
    expect(pages).toBeGreaterThanOrEqual(1 + storyPages(content) + 1 + content.activities.length + 1 + 1);

    for (const page of [1, Math.ceil(pages / 2), pages]) expect(pageText(file, page)).toContain(`Page ${page} of ${pages}`);
    const last = pageText(file, pages);
    expect(last).toContain(feedbackUrl);
    expect(pageText(file, 2)).toContain(content.chapters[0].pages[0].heading);

    const prefix = path.join(dir, `last-${paperSize}`);
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', String(pages), '-l', String(pages), '-singlefile', file, prefix]);
    const png = PNG.sync.read(fs.readFileSync(`${prefix}.png`));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(feedbackUrl);
  });

  it('keeps print pages ink-friendly: white paper at the corners and no dark full-page fills', async () => {
    const file = path.join(dir, 'ink.pdf');
    await buildHardcopyActivityBook(content, file, { creationId: 'cr_ink', paperSize: 'Letter', feedbackUrl });
    const prefix = path.join(dir, 'ink-page');
    execFileSync('pdftoppm', ['-png', '-r', '20', '-f', '2', '-l', '2', '-singlefile', file, prefix]);
    const png = PNG.sync.read(fs.readFileSync(`${prefix}.png`));
    let dark = 0;
    for (let index = 0; index < png.data.length; index += 4) if (png.data[index] + png.data[index + 1] + png.data[index + 2] < 300) dark += 1;
    expect(dark / (png.width * png.height)).toBeLessThan(0.15);
    expect([...png.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });
});

describe('digital activity book', () => {
  it.each(['3-5', '9-10'] as const)('is a landscape, linked PDF with the story and activities (ages %s)', async (ageBand) => {
    const content = composeOfflineContent({ topic: 'Dinosaurs', title: 'Dinosaurs', mode: 'custom', customOptions: { ageBand, tone: 'Adventurous', learningFocus: 'Facts' } });
    const file = path.join(dir, `digital-${ageBand}.pdf`);
    const { pages } = await buildDigitalActivityBook(content, file, { creationId: 'cr_d1g1tal', publicUrl: 'https://wonderkin.example/' });
    const info = pdfInfo(file);
    expect(info.pages).toBe(pages);
    expect(info.width).toBeGreaterThan(info.height);
    // Cover, contents, story pages, facts, activities, answers, closing page.
    expect(pages).toBeGreaterThanOrEqual(2 + storyPages(content) + 1 + content.activities.length + 2);

    const raw = fs.readFileSync(file, 'latin1');
    expect(raw).toContain('/Link');
    expect(raw).toContain('(https://wonderkin.example/create?creation=cr_d1g1tal)');
    // Contents entries jump (GoTo actions) to named destinations that exist in the book's name tree.
    const targets = new Set([...raw.matchAll(/\/S \/GoTo\s+\/D \(([^)]+)\)/g)].map((match) => match[1]));
    const destinations = new Set([...raw.matchAll(/^\s*\(([^)]+)\) \[\d+ 0 R \/XYZ/gm)].map((match) => match[1]));
    expect(targets).toEqual(new Set(['contents', 'story', 'facts', 'answers', ...content.chapters.map((_, index) => `chapter-${index + 1}`), ...content.activities.map((_, index) => `activity-${index + 1}`)]));
    for (const target of targets) expect(destinations).toContain(target);

    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(content.chapters[0].pages[0].heading);
    for (const activity of content.activities) expect(text).toContain(activity.title);
    expect(text).toContain('Answers');
  });
});

describe('unusual content', () => {
  it('builds both books for the longest topic and a name with accents', async () => {
    const topic = `how do ${'very '.repeat(36)}old clocks tick`.slice(0, 200);
    const content = composeOfflineContent({ topic, title: `${topic} for Zoë`, mode: 'custom', customOptions: { ageBand: '3-5', tone: 'Gentle', learningFocus: 'Creativity' }, childName: 'Zoë' });
    const digital = path.join(dir, 'long-digital.pdf');
    const hardcopy = path.join(dir, 'long-hardcopy.pdf');
    const built = await buildDigitalActivityBook(content, digital, { creationId: 'cr_long', publicUrl: 'http://localhost:3000' });
    await buildHardcopyActivityBook(content, hardcopy, { creationId: 'cr_long', paperSize: 'A4', feedbackUrl: 'http://localhost:3000/feedback?creation=cr_long' });
    expect(pdfInfo(digital).pages).toBe(built.pages);
    expect(execFileSync('pdftotext', [hardcopy, '-'], { encoding: 'utf8' })).toContain('Zoë');
  });
});

describe('story frames for the video', () => {
  it('renders one PNG of the requested size per story page, in reading order', async () => {
    const content = composeOfflineContent({ topic: 'Ocean', title: 'Ocean for Leo', mode: 'quick', childName: 'Leo' });
    const out = path.join(dir, 'frames');
    const files = await renderStoryFrames(content, out, { width: 480, height: 270 });
    expect(files).toHaveLength(storyPages(content));
    expect(files).toEqual([...files].sort());
    for (const file of files) {
      const png = PNG.sync.read(fs.readFileSync(file));
      expect([png.width, png.height]).toEqual([480, 270]);
    }
    // Frames differ page to page (each shows its own picture and text).
    expect(fs.readFileSync(files[0]).equals(fs.readFileSync(files[1]))).toBe(false);
    expect(fs.readdirSync(out).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });
});
