import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { narrationScripts } from '../../src/av/narration';
import { describeEmoji } from '../../src/content/emoji';
import { composeOfflineContent } from '../../src/content/offline';
import type { CreationContent } from '../../src/content/types';
import { renderStoryFrames } from '../../src/illustrations/render';
import { buildDigitalActivityBook } from '../../src/pdf/digital';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

jest.setTimeout(60_000);

// fontkit comes with pdfkit; the test opens the book's font itself to judge every drawn character.
const fontkit = require('fontkit') as { openSync(file: string): { hasGlyphForCodePoint(codePoint: number): boolean } };
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-glyphs-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Drawn { text: string; font: string; missing: string[] }

/**
 * Records every string pdfkit lays out on a page (its _fragment step, after wrapping and ellipsis) with the font in
 * use, and which of its characters that font has no glyph for (an empty box on paper).
 */
async function recordDrawing(build: () => Promise<unknown>): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  const proto = PDFDocument.prototype as unknown as { _fragment(this: { _font: FontUnderTest }, text: string, ...rest: unknown[]): unknown };
  const original = proto._fragment;
  // Patched by hand, not with jest.spyOn: a jest mock keeps every call's document alive.
  proto._fragment = function watched(this: { _font: FontUnderTest }, text: string, ...rest: unknown[]) {
    const font = this._font;
    const missing = [...`${text}`].filter((character) => !/\s/.test(character) && !hasGlyph(font, character.codePointAt(0)!));
    drawn.push({ text: `${text}`, font: font.name ?? 'standard', missing });
    return original.call(this, text, ...rest);
  };
  try {
    await build();
  } finally {
    proto._fragment = original;
  }
  return drawn;
}
interface FontUnderTest { name?: string; font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } }
function hasGlyph(font: FontUnderTest, codePoint: number): boolean {
  if (typeof font.font?.hasGlyphForCodePoint === 'function') return font.font.hasGlyphForCodePoint(codePoint);
  return codePoint >= 0x20 && codePoint <= 0x7e; // A standard font: plain ASCII only.
}

const EMOJI_PICTURE = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

describe('emoji in what a parent types', () => {
  it('become words, or are left out when there is no word for them', () => {
    expect(describeEmoji('🦖🌋')).toBe('dinosaurs and volcanoes');
    expect(describeEmoji('🐶 puppies')).toBe('puppies');
    expect(describeEmoji('I love 🦖!')).toBe('I love dinosaurs!');
    expect(describeEmoji('🧑‍🚀 astronauts 🇯🇵')).toBe('astronauts');
    expect(describeEmoji('🫠')).toBe('');
    expect(describeEmoji('Zoë’s volcano')).toBe('Zoë’s volcano');
  });

  it('turn an emoji topic into a worded title and the matching pack', () => {
    const content = composeOfflineContent({ topic: '🦖🌋', title: '🦖🌋 for Maya', mode: 'quick', childName: 'Maya' });
    expect(content).toMatchObject({ title: 'Dinosaurs and volcanoes for Maya', topic: 'Dinosaurs and volcanoes', exploration: false });
    const puppies = composeOfflineContent({ topic: '🐶 puppies', title: '🐶 puppies', mode: 'quick' });
    expect(puppies).toMatchObject({ title: 'Puppies', exploration: false });
    const unknown = composeOfflineContent({ topic: '🫠', title: '🫠', mode: 'quick' });
    expect(unknown).toMatchObject({ title: 'Something new', topic: 'something new', exploration: true });
  });
});

const TOPICS: { topic: string; title: string; childName?: string }[] = [
  { topic: '🦖🌋', title: '🦖🌋' },
  { topic: '🐶 puppies', title: '🐶 puppies for Zoë', childName: 'Zoë' },
  // DejaVu covers Cyrillic (drawn); it has no Japanese (left out, never an empty box); 🫠 has no word.
  { topic: 'Вулканы 🫠 恐竜', title: 'Вулканы 🫠 恐竜' },
];

describe.each(TOPICS)('a book for "$topic"', ({ topic, title, childName }) => {
  const content: CreationContent = composeOfflineContent({ topic, title, mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Vocabulary' }, childName });
  const name = topic.replace(/[^\p{L}]+/gu, '_') || 'emoji';

  it('draws every string of both books and the video frames with glyphs the font has', async () => {
    const digital = path.join(dir, `${name}-digital.pdf`);
    const print = path.join(dir, `${name}-print.pdf`);
    const drawn = await recordDrawing(async () => {
      await buildDigitalActivityBook(content, digital, { creationId: 'cr_glyphs', publicUrl: 'https://wonderkin.example' });
      await buildHardcopyActivityBook(content, print, { creationId: 'cr_glyphs', paperSize: 'Letter', feedbackUrl: 'https://wonderkin.example/create?creation=cr_glyphs&feedback=1' });
      await renderStoryFrames({ ...content, chapters: content.chapters.slice(0, 1) }, path.join(dir, `${name}-frames`), { width: 320, height: 180 });
    });
    expect(drawn.length).toBeGreaterThan(200);
    expect(drawn.filter((entry) => entry.missing.length)).toEqual([]);

    for (const file of [digital, print]) {
      // Every font is embedded (nothing left to the printer's substitutes)…
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
      // …and every character of the text a reader can select or copy is one DejaVu has a glyph for.
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      const font = fontkit.openSync(DEJAVU);
      const missing = [...new Set([...text].filter((character) => !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!)))];
      expect(missing).toEqual([]);
      expect(text).not.toMatch(EMOJI_PICTURE);
      expect(text).not.toContain('\uFFFD');
    }
  });

  it('narrates words, never an emoji', () => {
    const scripts = narrationScripts(content);
    for (const script of scripts) expect(script).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(scripts[0].startsWith(`${content.title}.`)).toBe(true);
  });
});

describe('the acceptance books', () => {
  it('title the emoji topic in words on the cover of both books', async () => {
    const content = composeOfflineContent({ topic: '🦖🌋', title: '🦖🌋', mode: 'quick' });
    const print = path.join(dir, 'cover.pdf');
    await buildHardcopyActivityBook(content, print, { creationId: 'cr_cover', paperSize: 'A4', feedbackUrl: 'https://wonderkin.example/create?creation=cr_cover&feedback=1' });
    const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', print, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(cover).toContain('Dinosaurs and volcanoes');
  });
});
