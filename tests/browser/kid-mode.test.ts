import type { ResearchResult } from '@wonderkin/shared';
import type { Locator, Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { useStackAndBrowser } from '../support/session';

// Issue 19, kid mode, in chromium against the whole stack (offline lessons, espeak-ng speech): a parent with a
// 6-year-old asks a question as her; the lesson opens in kid mode, reads its first screen aloud with the words lit up
// as they are read, goes screen by screen, asks its quiz one question at a time and celebrates the end.
jest.setTimeout(180_000);

const LESSON_URL = /\/ask\/[a-z0-9]+-/;
const QUESTIONS: Record<number, string> = { 390: 'Why is the sky blue?', 1366: 'Why do volcanoes erupt?' };

describe('kid mode in chromium', () => {
  const session = useStackAndBrowser('kid-mode');
  const pageErrors: string[] = [];
  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  // One parent and one child for the file (the browser's pages share the sign-in cookie).
  beforeAll(async () => {
    const page = await session.browser.newPage(1280);
    await signInInBrowser(page, session.stack.baseUrl, 'kid-mode-parent@example.com');
    const created = await page.evaluate(async () => (await fetch('/api/children', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Mia', ageRange: '6-8' }),
    })).status);
    expect(created).toBe(201);
    await page.close();
  }, 60_000);

  async function expectAxeClean(page: Page, where: string): Promise<void> {
    expect(`${where}\n${describeViolations(await axeScan(page))}`).toBe(`${where}\n`);
  }

  /** Taps are comfortable for small fingers: at least 48 × 48 px. */
  async function expectBigTarget(target: Locator, name: string): Promise<void> {
    const box = await target.boundingBox();
    expect({ name, big: Boolean(box && box.width >= 48 && box.height >= 48) }).toEqual({ name, big: true });
  }

  /** The index of the lit word among the screen's words (-1: none). */
  const litWord = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.kid-word')].findIndex((word) => word.classList.contains('kid-word--now')));

  it.each([390, 1366])('at %i px: the lesson for a 6-year-old opens in kid mode, is read aloud, and celebrates a finished quiz', async (width) => {
    const { baseUrl } = session.stack;
    const page = await session.browser.newPage(width);
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The parent asks as Mia (6-8).
    await page.goto(`${baseUrl}/ask`);
    await page.getByRole('group', { name: 'Who is this for?' }).getByRole('radio', { name: /Mia/ }).check();
    await page.getByLabel('What are you curious about?').fill(QUESTIONS[width]);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.waitForURL(LESSON_URL, { timeout: 60_000 });
    await page.locator('h1').waitFor();

    // Kid mode is on by itself; the grown-up view is one tap away.
    const viewSwitch = page.getByRole('group', { name: 'How to show this lesson' });
    expect(await viewSwitch.getByRole('button', { name: 'Kid mode' }).getAttribute('aria-pressed')).toBe('true');
    const firstTitle = page.getByRole('heading', { level: 2, name: 'Here is the answer' });
    await firstTitle.waitFor();
    expect(await page.getByRole('region', { name: /Quick Answer/ }).count()).toBe(0);
    expect(await page.getByText(/^Screen 1 of [34]$/).isVisible()).toBe(true);
    expect(await page.locator('.kid-screen img').first().isVisible()).toBe(true);

    // Read-aloud first: the first screen plays by itself (the tap on Ask lets the page speak) ...
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid=lesson-audio]');
      return Boolean(audio && audio.src.startsWith('blob:') && !audio.paused && audio.currentTime > 0);
    }, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).waitFor();
    // ... and the lit word moves on with the voice.
    await page.waitForFunction(() => Boolean(document.querySelector('.kid-word--now')), undefined, { timeout: 10_000 });
    const lit = await litWord(page);
    await page.waitForFunction((before) => {
      const index = [...document.querySelectorAll('.kid-word')].findIndex((word) => word.classList.contains('kid-word--now'));
      return index > before;
    }, lit, { timeout: 10_000 });

    // Big tap targets; no sideways scrolling; the reading level is only in the closed grown-ups' fold.
    await expectBigTarget(page.getByRole('button', { name: 'Stop reading' }), 'Stop reading');
    await expectBigTarget(page.getByRole('navigation', { name: 'Lesson screens' }).getByRole('button', { name: 'Next' }), 'Next');
    await expectBigTarget(viewSwitch.getByRole('button', { name: 'Grown-up view' }), 'Grown-up view');
    await expectBigTarget(page.getByText('For grown-ups'), 'For grown-ups');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByText(/^Reading level:/).isVisible()).toBe(false);
    await expectAxeClean(page, `kid mode, first screen, read aloud, ${width} px`);
    await saveScreenshot(page, 'kid-mode-screen');

    // Screen by screen to the quiz.
    const nav = page.getByRole('navigation', { name: 'Lesson screens' });
    while (await nav.getByRole('button', { name: 'Next' }).count()) await nav.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: /^Quiz time! Question 1 of \d+$/ }).waitFor();

    // One question at a time; the right answers, as the lesson has them.
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const lesson = await page.evaluate(async (id) => (await fetch(`/api/get-research?id=${id}`)).json(), slug.split('-')[0]) as ResearchResult;
    expect(lesson.childId).toBeTruthy();
    for (const [index, item] of lesson.quiz.entries()) {
      await page.getByRole('heading', { level: 2, name: `Quiz time! Question ${index + 1} of ${lesson.quiz.length}` }).waitFor();
      expect(await page.locator('.kid-quiz__question').count()).toBe(1);
      const options = page.locator('.kid-quiz .quiz__option');
      await expectBigTarget(options.first(), 'an answer');
      await options.nth(item.options.findIndex((option) => option.correct)).click();
      await page.getByText('Correct!').waitFor();
      if (index < lesson.quiz.length - 1) await page.getByRole('button', { name: 'Next question' }).click();
    }

    // The celebration, said aloud; the page stays accessible.
    const celebration = page.getByTestId('kid-celebration');
    await celebration.getByRole('heading', { name: 'Hooray! You did it!' }).waitFor();
    expect(await celebration.getByRole('heading', { name: 'Hooray! You did it!' }).evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid=lesson-audio]');
      return Boolean(audio && !audio.paused && audio.currentTime > 0);
    }, undefined, { timeout: 30_000 });
    await expectAxeClean(page, `kid mode, celebration, ${width} px`);
    await saveScreenshot(page, 'kid-mode-celebration');

    // For grown-ups: the reading level and the sources, a tap away.
    await page.getByText('For grown-ups').click();
    await page.getByText(/^Reading level:/).waitFor();
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    await expectAxeClean(page, `kid mode, grown-ups' fold open, ${width} px`);

    // The grown-up view is the whole lesson, and this browser remembers the choice for Mia until it is changed back.
    await viewSwitch.getByRole('button', { name: 'Grown-up view' }).click();
    await page.getByRole('region', { name: /Quick Answer/ }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: /Quick Answer/ }).waitFor();
    expect(await viewSwitch.getByRole('button', { name: 'Grown-up view' }).getAttribute('aria-pressed')).toBe('true');
    await viewSwitch.getByRole('button', { name: 'Kid mode' }).click();
    await firstTitle.waitFor();
    await page.close();
  });
});
