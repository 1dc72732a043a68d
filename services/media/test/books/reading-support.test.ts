import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeOfflineContent } from '../../src/content/offline';
import { readingSupportOf } from '../../src/content/reading-support';
import type { CreationContent } from '../../src/content/types';
import { buildDigitalActivityBook } from '../../src/pdf/digital';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

// Issue 11: a creation made for a child prints its story for the child's support needs. Measured in the real PDFs
// (pdftotext -bbox): the story's words are taller with larger text, and further apart with dyslexia-friendly spacing.
jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-reading-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Word { text: string; page: number; xMin: number; yMin: number; xMax: number; yMax: number }

/** Every word of one PDF page with its box. */
function words(file: string, page: number): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
    .map((m) => ({ text: m[5], page, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) }));
}

/** The first story page's text words (the page after the cover and contents), as drawn. */
function storyWords(file: string, page: number, content: CreationContent): Word[] {
  const story = new Set(content.chapters[0].pages[0].text.split(/\s+/).map((w) => w.replace(/[^\p{L}']/gu, '')).filter((w) => w.length > 3));
  return words(file, page).filter((word) => story.has(word.text.replace(/[^\p{L}']/gu, '')));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const height = (list: Word[]) => median(list.map((w) => w.yMax - w.yMin));
/** Width per letter against the letters' height: letter spacing widens it whatever the size. */
const spacing = (list: Word[]) => median(list.map((w) => (w.xMax - w.xMin) / w.text.length / (w.yMax - w.yMin)));

describe('reading support in the activity books', () => {
  const content = composeOfflineContent({ topic: 'Volcanoes', title: 'Volcanoes for Mia', mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Gentle', learningFocus: 'Facts' } });

  it('only larger text, pre-readers and dyslexia-friendly reading change the books', () => {
    expect(readingSupportOf([])).toBeUndefined();
    expect(readingSupportOf(['english-learner', 'short-chunks', 'literal-language'])).toBeUndefined();
    expect(readingSupportOf(['pre-reader'])).toEqual({ larger: true, roomy: false });
    expect(readingSupportOf(['dyslexia-friendly', 'larger-text'])).toEqual({ larger: true, roomy: true });
  });

  it.each([
    ['hardcopy', 2, (c: CreationContent, file: string) => buildHardcopyActivityBook(c, file, { creationId: 'cr_reading', paperSize: 'Letter', feedbackUrl: 'https://wonderkin.example/create' })],
    ['digital', 3, (c: CreationContent, file: string) => buildDigitalActivityBook(c, file, { creationId: 'cr_reading', publicUrl: 'https://wonderkin.example' })],
  ] as const)('%s book: larger story text, and wider letter spacing when dyslexia-friendly', async (name, page, build) => {
    const plainFile = path.join(dir, `${name}-plain.pdf`);
    const largerFile = path.join(dir, `${name}-larger.pdf`);
    const roomyFile = path.join(dir, `${name}-roomy.pdf`);
    await build(content, plainFile);
    await build({ ...content, reading: readingSupportOf(['larger-text']) }, largerFile);
    await build({ ...content, reading: readingSupportOf(['dyslexia-friendly']) }, roomyFile);
    const plain = storyWords(plainFile, page, content);
    const larger = storyWords(largerFile, page, content);
    const roomy = storyWords(roomyFile, page, content);
    expect(plain.length).toBeGreaterThan(5);
    expect(height(larger)).toBeGreaterThan(height(plain) * 1.1);
    expect(spacing(roomy)).toBeGreaterThan(spacing(plain) * 1.05);
  });
});
