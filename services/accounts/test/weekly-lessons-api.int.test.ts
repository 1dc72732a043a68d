import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { MESSAGES, WeeklyLessonAnswerSchema, WeeklyLessonListAnswerSchema } from '@wonderkin/shared';
import { createLogger, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { offlineRedis } from '../../../tests/support/sessions';
import { createApp } from '../src/app';
import { WEEKLY_LESSONS, type WeeklyLesson } from '../src/weekly/lessons';
import { printableText } from '@wonderkin/server-kit/pdf';
import { renderWeeklyLessonPdf } from '../src/weekly/pdf';

// The weekly lessons API (issue 8): the subscribed screen's 50 cards, the lesson its modal shows, and the printable
// one-page PDF of every lesson, checked with poppler (pdfinfo, pdftotext, pdffonts) as a reader's viewer sees it.

const run = promisify(execFile);
const env = isolatedTestEnv('weekly-lessons');
const logger = createLogger('accounts-test', 'silent');

/** Text as compared: one space for any run of whitespace, plain quotes, no break after a hyphen. */
const flat = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').replace(/- /g, '-').trim();
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?]["\u201d]?)\s/)[0];

/** Runs `work` over the items, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

/** What poppler sees in a PDF: page count and size, extracted text, and whether every font is embedded. */
async function inspect(file: string) {
  const [info, text, fonts] = await Promise.all([run('pdfinfo', [file]), run('pdftotext', [file, '-']), run('pdffonts', [file])]);
  const fontRows = fonts.stdout.trim().split('\n').slice(2);
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]),
    pageSize: /^Page size:\s+(.*)$/m.exec(info.stdout)?.[1] ?? '',
    text: text.stdout,
    fonts: fontRows.map((row) => row.split(/\s+/)[0]),
    allEmbedded: fontRows.length > 0 && fontRows.every((row) => /\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(row)),
  };
}

describe('weekly lessons API', () => {
  let store: Store;
  let app: http.Server;
  let config: Config;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-weekly-pdf-'));

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    app = http.createServer(createApp({ config, logger, store, redis: offlineRedis() }));
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the 50 topic cards in week order', async () => {
    const res = await request(app).get('/api/weekly-lessons');
    expect(res.status).toBe(200);
    const { lessons } = WeeklyLessonListAnswerSchema.parse(res.body);
    expect(lessons).toHaveLength(50);
    expect(lessons.map((l) => l.week)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(lessons[0]).toEqual({
      id: WEEKLY_LESSONS[0].id, week: 1, title: WEEKLY_LESSONS[0].title, description: WEEKLY_LESSONS[0].description, ages: WEEKLY_LESSONS[0].ages,
    });
    // Cards only: the lessons themselves are fetched one at a time.
    expect(Object.keys(lessons[0]).sort()).toEqual(['ages', 'description', 'id', 'title', 'week']);
  });

  it('answers a lesson with its whole content, sources as title, address and claim', async () => {
    for (const lesson of [WEEKLY_LESSONS[0], WEEKLY_LESSONS[49]]) {
      const res = await request(app).get(`/api/weekly-lessons/${lesson.id}`);
      expect(res.status).toBe(200);
      const body = WeeklyLessonAnswerSchema.parse(res.body);
      expect(body).toEqual({
        id: lesson.id, week: lesson.week, title: lesson.title, description: lesson.description, ages: lesson.ages,
        story: lesson.story, forGrownUps: lesson.forGrownUps, activities: lesson.activities,
        conversationStarters: lesson.conversationStarters,
        sources: lesson.sources.map((s) => ({ title: s.title, url: s.url, claim: s.claim })),
      });
      // Nothing beyond the contract (no reviewer's notes, characters or read dates).
      expect(res.body.characters).toBeUndefined();
      expect(res.body.sources[0]).toEqual({ title: expect.any(String), url: expect.any(String), claim: expect.any(String) });
    }
  });

  it.each([
    ['an unknown id', '/api/weekly-lessons/no-such-lesson'],
    ['the PDF of an unknown id', '/api/weekly-lessons/no-such-lesson/pdf'],
    ['a week number instead of an id', '/api/weekly-lessons/1'],
  ])('answers %s with 404 JSON', async (_label, url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: MESSAGES.weeklyLessonNotFound });
  });

  it('refuses a paper size it does not print with 400 JSON', async () => {
    const res = await request(app).get(`/api/weekly-lessons/${WEEKLY_LESSONS[0].id}/pdf?paper=legal`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidRequest });
  });

  const fetchPdf = async (lesson: WeeklyLesson, query = '') => {
    const res = await request(app).get(`/api/weekly-lessons/${lesson.id}/pdf${query}`).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res;
  };

  it('serves a PDF inline with a file name, cached publicly for a day', async () => {
    const res = await fetchPdf(WEEKLY_LESSONS[0]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-disposition']).toBe(`inline; filename="wonderkin-week-01-${WEEKLY_LESSONS[0].id}.pdf"`);
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints every lesson on exactly one Letter page, every word of it readable, fonts embedded', async () => {
    const problems: string[] = [];
    await eachLimited(WEEKLY_LESSONS, 4, async (lesson) => {
      const res = await fetchPdf(lesson);
      const file = path.join(dir, `${lesson.id}.pdf`);
      fs.writeFileSync(file, res.body as Buffer);
      const pdf = await inspect(file);
      const text = flat(pdf.text);
      const expected = [config.PRODUCT_NAME, lesson.title, `Ages ${lesson.ages.min}\u2013${lesson.ages.max}`, lesson.story.title,
        firstSentence(lesson.story.text), ...lesson.activities.map((a) => a.title), ...lesson.conversationStarters, 'For grown-ups',
        firstSentence(lesson.forGrownUps), lesson.sources[0].title];
      const missing = expected.filter((part) => !text.includes(flat(part)));
      if (pdf.pages !== 1) problems.push(`${lesson.id}: ${pdf.pages} pages`);
      if (!/^612 x 792 pts/.test(pdf.pageSize)) problems.push(`${lesson.id}: page size ${pdf.pageSize}`);
      if (missing.length) problems.push(`${lesson.id}: text lacks ${JSON.stringify(missing)}`);
      if (/[\ufffd\u25a1\u25af\u2610]/.test(pdf.text)) problems.push(`${lesson.id}: a missing glyph in the text`);
      if (/https?:\/\//.test(pdf.text)) problems.push(`${lesson.id}: prints a long address`);
      if (!pdf.allEmbedded) problems.push(`${lesson.id}: fonts not all embedded (${pdf.fonts.join(', ')})`);
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('prints A4 when asked, still on one page', async () => {
    const problems: string[] = [];
    // The longest lessons (most text) and the first.
    const longest = [...WEEKLY_LESSONS].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length).slice(0, 4);
    await eachLimited([WEEKLY_LESSONS[0], ...longest], 4, async (lesson) => {
      const res = await fetchPdf(lesson, '?paper=A4');
      const file = path.join(dir, `${lesson.id}-a4.pdf`);
      fs.writeFileSync(file, res.body as Buffer);
      const { stdout } = await run('pdfinfo', [file]);
      if (!/^Pages:\s+1$/m.test(stdout)) problems.push(`${lesson.id}: not one page`);
      if (!/^Page size:\s+595\.2\d x 841\.8\d pts/m.test(stdout)) problems.push(`${lesson.id}: not A4`);
    });
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the weekly lesson PDF with characters its fonts lack', () => {
  it('prints plain stand-ins for typographic characters and leaves out the rest, never an empty box', () => {
    const winAnsi = (cp: number) => cp < 0x7f || (cp >= 0xa0 && cp <= 0xff) || cp === 0x2019;
    expect(printableText('Let\u2019s \u201cgo\u201d \u2014 now\u2026 \ud83c\udf08 \u6f22 ok', winAnsi)).toBe('Let\u2019s "go" - now... ok');
  });

  it('renders a lesson with emoji, other scripts and odd spaces on one page with no missing glyph', async () => {
    const base = WEEKLY_LESSONS[0];
    const lesson: WeeklyLesson = {
      ...base,
      title: 'Rainbow \ud83c\udf08 Feelings',
      story: { title: 'The \u201cBig\u201d Day \u2728', text: `Mia said \u201chello\u201d \ud83d\udc4b\ud83c\udffd to \u6f22\u5b57 friends.\u00a0${base.story.text}` },
      conversationStarters: ['What makes you smile? \ud83c\udf55', ...base.conversationStarters.slice(1)],
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wk-weekly-glyph-')), 'odd.pdf');
    fs.writeFileSync(file, await renderWeeklyLessonPdf(lesson, { productName: 'Wonderkin \u2605' }));
    const pdf = await inspect(file);
    expect(pdf.pages).toBe(1);
    expect(pdf.allEmbedded).toBe(true);
    for (const lacking of ['\ufffd', '\u25a1', '\ud83c\udf08', '\ud83d\udc4b', '\ud83c\udffd', '\ud83c\udf55', '\u2728', '\u6f22', '\u5b57']) expect(pdf.text).not.toContain(lacking);
    expect(flat(pdf.text)).toContain('Rainbow Feelings');
    expect(flat(pdf.text)).toContain('Mia said "hello" to friends.');
    expect(flat(pdf.text)).toContain('What makes you smile?');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
