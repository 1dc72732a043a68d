import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { AGE_BANDS, LEARNING_FOCUSES, TONES, type AgeBand, type LearningFocus, type Tone } from '@wonderkin/shared';
import { loadConfig } from '@wonderkin/server-kit';
import { BLOCKED_WORDS } from '../../src/content/blocklist';
import { composeOfflineContent } from '../../src/content/offline';
import { hashString } from '../../src/content/options';
import type { CreationContent } from '../../src/content/types';
import { feedbackUrlFor } from '../../src/domain/builders';
import { prepareActivities } from '../../src/pdf/activities';
import { buildDigitalActivityBook } from '../../src/pdf/digital';
import { buildHardcopyActivityBook } from '../../src/pdf/hardcopy';

/**
 * Every topic pack rendered as books, page by page, and compared with the reference contact sheets in ./snapshots
 * (one PNG per book: every page as a small tile, in reading order; open them to look at a book at a glance).
 * "Volcanoes" and an emoji topic get one book per band and tone; every other pack (and the exploration story, for
 * "Kites") gets one book per band, its tone and focus rotated from pack to pack so that each pack shows all three
 * tones and all three focuses, and each band is seen in every tone across the packs. Both editions of each book.
 * A page that changes beyond the tolerance fails the test and its new sheet is written next to the reference as
 * *.actual.png. After a deliberate change, look at the new sheets, then refresh the references with:
 *
 *   UPDATE_SNAPSHOTS=1 npx jest services/media/test/books/snapshots
 *
 * The same books carry the acceptance checks: no empty glyph, no blocked word in a word search, no link or QR code
 * to localhost (they are built with PUBLIC_URL at its localhost default).
 */

// pngjs ships no types; this is the part of its API the test uses.
interface Png { width: number; height: number; data: Buffer }
const { PNG } = require('pngjs') as {
  PNG: { new (options: { width: number; height: number }): Png; sync: { read(buffer: Buffer): Png; write(png: Png, options?: { colorType?: number }): Buffer } };
};
const run = promisify(execFile);

const SNAPSHOTS = path.join(__dirname, 'snapshots');
const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';
/** Rasterising resolution: a 1024×768 pt digital page becomes a 100×75 tile, a Letter page 60×77. */
const DPI = 7;
const COLUMNS = 6;
/** Largest mean difference per pixel and channel (0-255) a page may drift by: font hinting, not content. */
const TOLERANCE = 3;

const PUBLIC_URL = loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL;
type Book = { name: string; topic: string; ageBand: AgeBand; tone: Tone; focus: LearningFocus };
type SnapshotTopic = { slug: string; topic: string; books: 'every-tone' | 'rotated' };

/**
 * The topics snapshotted, each in its own test file (snapshots-<slug>.test.ts) so jest spreads them over workers.
 * Volcanoes and the emoji topic: 9 books each (every band in every tone). The other packs: 3 books each (one per
 * band), which keeps the whole set within its time budget.
 */
export const SNAPSHOT_TOPICS = [
  { slug: 'volcanoes', topic: 'Volcanoes', books: 'every-tone' },
  { slug: 'emoji', topic: '🦖🌋', books: 'every-tone' },
  { slug: 'dinosaurs', topic: 'Dinosaurs', books: 'rotated' },
  { slug: 'space', topic: 'Space', books: 'rotated' },
  { slug: 'puppies', topic: 'Puppies', books: 'rotated' },
  { slug: 'baking', topic: 'Baking', books: 'rotated' },
  { slug: 'ocean', topic: 'Ocean', books: 'rotated' },
  { slug: 'robots', topic: 'Robots', books: 'rotated' },
  { slug: 'princesses', topic: 'Princesses', books: 'rotated' },
  // A topic no pack covers: the honest exploration story.
  { slug: 'exploration', topic: 'Kites', books: 'rotated' },
] as const satisfies readonly SnapshotTopic[];
export type SnapshotSlug = (typeof SNAPSHOT_TOPICS)[number]['slug'];

/**
 * The books of one topic. Each tone is paired with a learning focus, so the books together show every focus too.
 * Rotated topics shift the pairing by their place in the list: band i of the n-th rotated topic gets tone (i + n) % 3.
 */
function booksOf({ slug, topic, books }: SnapshotTopic): Book[] {
  const book = (ageBand: AgeBand, index: number): Book => ({ name: `${slug}-${ageBand}-${TONES[index].toLowerCase()}`, topic, ageBand, tone: TONES[index], focus: LEARNING_FOCUSES[index] });
  if (books === 'every-tone') return AGE_BANDS.flatMap((ageBand) => TONES.map((_, index) => book(ageBand, index)));
  const offset = SNAPSHOT_TOPICS.filter((entry) => entry.books === 'rotated').findIndex((entry) => entry.slug === slug);
  return AGE_BANDS.map((ageBand, band) => book(ageBand, (band + offset) % TONES.length));
}
/** Every reference sheet there should be: both editions of every book of every topic. */
export const SNAPSHOT_FILES = SNAPSHOT_TOPICS.flatMap((entry) => booksOf(entry)).flatMap((book) => [`${book.name}-digital.png`, `${book.name}-print.png`]);
/** The most the committed reference sheets may weigh together: about 70 KB a sheet (3 MB for the first 36). */
export const REFERENCE_BYTES_LIMIT = Math.ceil((SNAPSHOT_FILES.length * 3 * 1024 * 1024) / 36);

let dir: string;

/** Every page as a tile, COLUMNS to a row, on a grey ground (so white pages show their edges). */
function contactSheet(pages: Png[]): Png {
  const tileWidth = Math.max(...pages.map((page) => page.width));
  const tileHeight = Math.max(...pages.map((page) => page.height));
  const gap = 2;
  const rows = Math.ceil(pages.length / COLUMNS);
  const sheet = new PNG({ width: COLUMNS * (tileWidth + gap) + gap, height: rows * (tileHeight + gap) + gap });
  for (let index = 0; index < sheet.data.length; index += 4) sheet.data.set([160, 160, 160, 255], index);
  pages.forEach((page, index) => {
    const left = gap + (index % COLUMNS) * (tileWidth + gap);
    const top = gap + Math.floor(index / COLUMNS) * (tileHeight + gap);
    for (let y = 0; y < page.height; y += 1) page.data.copy(sheet.data, ((top + y) * sheet.width + left) * 4, y * page.width * 4, (y + 1) * page.width * 4);
  });
  return sheet;
}

/** The mean difference per pixel and channel of each page tile between two sheets of the same layout. */
function tileDifferences(actual: Png, expected: Png, pages: number, tile: { width: number; height: number }): number[] {
  const gap = 2;
  return Array.from({ length: pages }, (_, index) => {
    const left = gap + (index % COLUMNS) * (tile.width + gap);
    const top = gap + Math.floor(index / COLUMNS) * (tile.height + gap);
    let total = 0;
    for (let y = top; y < top + tile.height; y += 1) {
      for (let x = left; x < left + tile.width; x += 1) {
        const at = (y * actual.width + x) * 4;
        total += Math.abs(actual.data[at] - expected.data[at]) + Math.abs(actual.data[at + 1] - expected.data[at + 1]) + Math.abs(actual.data[at + 2] - expected.data[at + 2]);
      }
    }
    return total / (tile.width * tile.height * 3);
  });
}

async function rasterise(pdf: string): Promise<Png[]> {
  const prefix = path.join(dir, path.basename(pdf, '.pdf'));
  await run('pdftoppm', ['-png', '-r', String(DPI), pdf, prefix]);
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${path.basename(prefix)}-`) && name.endsWith('.png'))
    .sort()
    .map((name) => PNG.sync.read(fs.readFileSync(path.join(dir, name))));
}

/** Characters drawn with a font that has no glyph for them (pdfkit's _fragment step, after wrapping). */
function watchGlyphs(): { missing: string[]; stop(): void } {
  const missing: string[] = [];
  type Font = { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };
  const proto = PDFDocument.prototype as unknown as { _fragment(this: { _font: Font }, text: string, ...rest: unknown[]): unknown };
  const original = proto._fragment;
  // Patched by hand, not with jest.spyOn: a jest mock keeps every call's document alive, which slows big runs down.
  proto._fragment = function watched(this: { _font: Font }, text: string, ...rest: unknown[]) {
    const has = this._font.font?.hasGlyphForCodePoint;
    for (const character of `${text}`) {
      const codePoint = character.codePointAt(0)!;
      const drawable = /\s/.test(character) || (typeof has === 'function' ? has.call(this._font.font, codePoint) : codePoint < 0x7f);
      if (!drawable) missing.push(`${character} in "${text}"`);
    }
    return original.call(this, text, ...rest);
  };
  return { missing, stop: () => { proto._fragment = original; } };
}

/** Every blocked word readable in a grid, in any of the 8 directions, outside the placed words' own letters. */
function blockedWordsIn(grid: string[][], placed: Set<string>): string[] {
  const found: string[] = [];
  const size = grid.length;
  for (const [dRow, dCol] of [[0, 1], [1, 0], [1, 1], [-1, 1], [0, -1], [-1, 0], [-1, -1], [1, -1]]) {
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        for (const word of BLOCKED_WORDS) {
          const cells = [...word].map((_, index) => [row + dRow * index, col + dCol * index]);
          if (cells.some(([r, c]) => r < 0 || c < 0 || r >= size || c >= size)) continue;
          if (cells.map(([r, c]) => grid[r][c]).join('') !== word) continue;
          if (cells.every(([r, c]) => placed.has(`${r}:${c}`))) continue; // Inside placed words (SHELL holds HELL).
          found.push(word);
        }
      }
    }
  }
  return found;
}

/** The snapshot test of one topic: its books, both editions, page by page (one test per band). */
export function describeSnapshots(slug: SnapshotSlug): void {
  const snapshotTopic = SNAPSHOT_TOPICS.find((candidate) => candidate.slug === slug)!;
  const { topic } = snapshotTopic;
  const BOOKS = booksOf(snapshotTopic);
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `wk-snapshots-${slug}-`));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const bandTitle = snapshotTopic.books === 'every-tone' ? 'each "%s" book for ages %s' : 'the "%s" book for ages %s';
  it.each(AGE_BANDS.map((ageBand) => [topic, ageBand] as const))(`renders both editions of ${bandTitle} like its reference, with no empty glyph, blocked word or localhost link`, async (_topic, ageBand) => {
    const problems: string[] = [];
    const changed: string[] = [];
    const glyphs = watchGlyphs();
    const pending: Promise<void>[] = [];
    try {
      for (const book of BOOKS.filter((entry) => entry.ageBand === ageBand)) {
        const content: CreationContent = composeOfflineContent({ topic: book.topic, title: book.topic, mode: 'custom', customOptions: { ageBand: book.ageBand, tone: book.tone, learningFocus: book.focus } });
        const creationId = `cr_${book.name}`;
        const editions = [
          { file: path.join(dir, `${book.name}-digital.pdf`), build: (file: string) => buildDigitalActivityBook(content, file, { creationId, publicUrl: PUBLIC_URL }) },
          { file: path.join(dir, `${book.name}-print.pdf`), build: (file: string) => buildHardcopyActivityBook(content, file, { creationId, paperSize: 'Letter', feedbackUrl: feedbackUrlFor(PUBLIC_URL, creationId) }) },
        ];
        for (const edition of editions) {
          const { pages } = await edition.build(edition.file);
          // Rasterise and compare while the next book is built.
          pending.push((async () => {
            const tiles = await rasterise(edition.file);
            if (tiles.length !== pages) problems.push(`${edition.file}: ${tiles.length} pages rasterised of ${pages}`);
            const text = (await run('pdftotext', [edition.file, '-'])).stdout;
            if (/localhost|127\.0\.0\.1/.test(text) || /\/URI \(/.test(fs.readFileSync(edition.file, 'latin1'))) problems.push(`${edition.file}: a link to localhost`);
            const sheet = contactSheet(tiles);
            const reference = path.join(SNAPSHOTS, `${path.basename(edition.file, '.pdf')}.png`);
            if (UPDATE || !fs.existsSync(reference)) {
              fs.mkdirSync(SNAPSHOTS, { recursive: true });
              fs.writeFileSync(reference, PNG.sync.write(sheet, { colorType: 2 }));
              return;
            }
            const expected = PNG.sync.read(fs.readFileSync(reference));
            const tile = { width: Math.max(...tiles.map((t) => t.width)), height: Math.max(...tiles.map((t) => t.height)) };
            const differences = expected.width === sheet.width && expected.height === sheet.height ? tileDifferences(sheet, expected, tiles.length, tile) : [Infinity];
            const worst = Math.max(...differences);
            if (worst > TOLERANCE) {
              fs.writeFileSync(reference.replace(/\.png$/, '.actual.png'), PNG.sync.write(sheet, { colorType: 2 }));
              changed.push(`${path.basename(reference)}: page ${differences.indexOf(worst) + 1} differs by ${worst.toFixed(1)}`);
            }
          })());
        }
        // The grids exactly as both editions print them (same seed as the builders).
        for (const prepared of prepareActivities(content.activities, hashString(`${creationId}|${content.title}`), content.ageBand)) {
          if (!prepared.grid) continue;
          const placed = new Set(prepared.grid.placements.flatMap((p) => [...p.word].map((_, index) => `${p.row + p.dRow * index}:${p.col + p.dCol * index}`)));
          for (const word of blockedWordsIn(prepared.grid.grid, placed)) problems.push(`${book.name}: the word search spells ${word}`);
        }
      }
      await Promise.all(pending);
    } finally {
      glyphs.stop();
    }
    expect(glyphs.missing).toEqual([]);
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
  });

}

/** The committed references: exactly one sheet per book and edition, and small. */
export function referenceSheets(): { files: string[]; bytes: number } {
  const files = fs.existsSync(SNAPSHOTS) ? fs.readdirSync(SNAPSHOTS).filter((name) => name.endsWith('.png') && !name.endsWith('.actual.png')).sort() : [];
  return { files, bytes: files.reduce((sum, name) => sum + fs.statSync(path.join(SNAPSHOTS, name)).size, 0) };
}

