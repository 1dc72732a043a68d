import type { ResearchResult } from '@wonderkin/shared';
import type { Locator, Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot, waitForHydration } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { createLesson } from '../support/lessons';
import { useStackAndBrowser } from '../support/session';

// Issue 19, "Phone": a one-row header on every page (the site header and the lesson page's own), the feedback prompt
// after the quiz and never over the text, no cut-off titles, a parent guide's table readable on a phone, "If my
// child", and no "Sign Up" for a signed-in parent; at 390 and 1366 px (and no sideways scrolling at 320 px).
jest.setTimeout(180_000);

const WIDTHS = [390, 1366];
const SITE_PAGES = ['/', '/ask', '/create', '/custombooks', '/free', '/links', '/account'];
const QUESTIONS = {
  kid: 'Why do I have to brush my teeth?',
  longTitle: 'Could a shark and a unicorn be friends if they met at the beach?',
  parent: "My 6-year-old won't go to bed and keeps coming out of her room. What can I do?",
};
type LessonName = keyof typeof QUESTIONS;

interface Box { name: string; top: number; bottom: number; left: number; right: number }

/**
 * One row: the logo and every link or button of the header share a row (their boxes overlap the logo's vertically),
 * no visible part of the header (words, icons, buttons) starts below the bottom of that row, and none sticks out of
 * the screen. Visually hidden words (1 px, clipped) and the closed phone menu (no box) are not on screen.
 */
async function expectHeaderOnOneRow(page: Page, where: string): Promise<void> {
  const { logo, controls, parts, viewport } = await page.getByRole('banner').evaluate((header) => {
    const shown = (element: Element) => {
      const r = element.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const boxOf = (element: Element) => {
      const r = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30) || element.tagName;
      return { name, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      viewport: window.innerWidth,
      logo: boxOf(header.querySelector('.logo')!),
      controls: [...header.querySelectorAll('a, button')].filter(shown).map(boxOf),
      parts: [...header.querySelectorAll('*')].filter(shown).map(boxOf),
    };
  });
  expect(controls.length).toBeGreaterThan(1);
  const offRow = controls.filter((c: Box) => c.top >= logo.bottom || c.bottom <= logo.top).map((c) => c.name);
  const rowBottom = Math.min(...controls.map((c: Box) => c.bottom));
  const below = parts.filter((part: Box) => part.top >= rowBottom).map((part) => part.name);
  const outside = parts.filter((part: Box) => part.left < -0.5 || part.right > viewport + 0.5).map((part) => part.name);
  expect({ where, offRow, below, outside }).toEqual({ where, offRow: [], below: [], outside: [] });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const scroll = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect({ where, fits: scroll.content <= scroll.screen }).toEqual({ where, fits: true });
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(`${where}\n${describeViolations(await axeScan(page))}`).toBe(`${where}\n`);
}

/** The header's links and buttons by their accessible names. */
const headerNames = (page: Page) => page.getByRole('banner').evaluate((header) => [...header.querySelectorAll('a, button')]
  .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()));

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('phone polish in chromium (issue 19)', () => {
  const session = useStackAndBrowser('phone-polish');
  const lessons = {} as Record<LessonName, ResearchResult>;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const made = await Promise.all(Object.values(QUESTIONS).map((question) => createLesson(session.stack.baseUrl, question)));
    (Object.keys(QUESTIONS) as LessonName[]).forEach((name, i) => { lessons[name] = made[i]; });
    expect(lessons.parent.mode).toBe('parent');
  }, 90_000);

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** Opens a page and waits for its header and main content (a lesson: its title), in their web fonts. */
  async function open(path: string, width: number): Promise<Page> {
    const page = await session.browser.newPage(width);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${session.stack.baseUrl}${path}`);
    await page.getByRole('banner').waitFor();
    await page.locator(path.startsWith('/ask/') ? 'main h1' : 'main').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await waitForHydration(page);
    return page;
  }
  const lessonPath = (name: LessonName) => `/ask/${lessons[name].slug}`;

  describe('a visitor', () => {
    it.each([320, ...WIDTHS])('at %i px: every header is one row, and nothing scrolls sideways', async (width) => {
      for (const path of [...SITE_PAGES, lessonPath('kid'), lessonPath('longTitle'), lessonPath('parent')]) {
        const page = await open(path, width);
        await expectHeaderOnOneRow(page, `${path} at ${width} px`);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        if (path === lessonPath('kid')) {
          expect(await headerNames(page)).toContain('Sign Up');
          if (width !== 320) await saveScreenshot(page, 'phone-polish-lesson-visitor');
        }
        await page.close();
      }
    });
  });

  describe('a signed-in parent', () => {
    beforeAll(async () => {
      const page = await session.browser.newPage(1280);
      await signInInBrowser(page, session.stack.baseUrl, 'phone-polish-parent@example.com');
      await page.close();
    }, 60_000);

    it.each(WIDTHS)('at %i px: the header shows the account, never Sign Up, on one row on every page', async (width) => {
      for (const path of [...SITE_PAGES, lessonPath('kid')]) {
        const page = await open(path, width);
        // The server session answers, then the header has settled on what it offers.
        await page.getByRole('banner').getByRole('link', { name: /Account/, includeHidden: true }).waitFor({ state: 'attached' });
        const names = await headerNames(page);
        expect({ path, signUp: names.includes('Sign Up') }).toEqual({ path, signUp: false });
        await expectHeaderOnOneRow(page, `${path} at ${width} px, signed in`);
        await expectNoSidewaysScroll(page, `${path} at ${width} px, signed in`);
        await page.close();
      }
      // A Sign Up link from elsewhere (/ask?register) does not ask a signed-in parent to save their reports.
      const ask = await open('/ask?register', width);
      await ask.getByRole('banner').getByRole('link', { name: /Account/, includeHidden: true }).waitFor({ state: 'attached' });
      await ask.waitForTimeout(500);
      expect(await ask.getByRole('dialog', { name: 'Save your reports' }).count()).toBe(0);
      await ask.close();
    });

    it.each(WIDTHS)('at %i px: the feedback prompt comes after the quiz, covers no text, and is not on screen at first', async (width) => {
      const page = await open(lessonPath('kid'), width);
      const prompt = page.getByRole('complementary', { name: 'How helpful was this lesson?' });
      await prompt.waitFor();
      await expectHeaderOnOneRow(page, `lesson at ${width} px, signed in`);
      expect(await headerNames(page)).not.toContain('Sign Up');

      // On opening, the screen shows the lesson, not the prompt.
      const opening = await box(prompt);
      expect(opening.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);
      expect(await prompt.evaluate((element) => getComputedStyle(element).position)).not.toMatch(/fixed|sticky/);

      // After the quiz.
      const quiz = await box(page.getByRole('region', { name: /Quiz Time/ }));
      expect(opening.y).toBeGreaterThanOrEqual(quiz.y + quiz.height);

      // Scrolled to, it overlaps no text of the lesson.
      await prompt.scrollIntoViewIfNeeded();
      const overlaps = await prompt.evaluate((widget) => {
        const w = widget.getBoundingClientRect();
        return [...document.querySelectorAll('main :is(p, li, h1, h2, h3, dt, dd, th, td, figcaption, a, button, label)')]
          .filter((element) => !widget.contains(element))
          .filter((element) => {
            const r = element.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.left < w.right && r.right > w.left && r.top < w.bottom && r.bottom > w.top;
          })
          .map((element) => element.textContent?.trim().slice(0, 40));
      });
      expect(overlaps).toEqual([]);
      await expectAxeClean(page, `lesson with the feedback prompt, ${width} px`);
      await saveScreenshot(page, 'phone-polish-lesson-signed-in');
      await page.close();
    });

    it.each(WIDTHS)('at %i px: a long title wraps, whole, with no ellipsis', async (width) => {
      const page = await open(lessonPath('longTitle'), width);
      const title = page.locator('h1');
      const shown = await title.evaluate((heading) => {
        const style = getComputedStyle(heading);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        return {
          fits: heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight + 1,
          ellipsis: style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none',
          lines: Math.round(heading.getBoundingClientRect().height / line),
          text: heading.textContent,
        };
      });
      // The page shows the title it was given, all of it, on as many lines as it takes.
      expect(shown).toEqual({ fits: true, ellipsis: false, lines: expect.any(Number), text: lessons.longTitle.pageTitle });
      expect(shown.lines).toBeGreaterThan(1);
      await expectNoSidewaysScroll(page, `long title at ${width} px`);
      await expectAxeClean(page, `long title, ${width} px`);
      await saveScreenshot(page, 'phone-polish-long-title');
      await page.close();
    });

    it.each(WIDTHS)('at %i px: the parent guide\'s pros and cons read without sideways scrolling; "If my child"', async (width) => {
      const page = await open(lessonPath('parent'), width);
      const table = page.getByRole('table', { name: 'Pros and cons of each approach' });
      await table.scrollIntoViewIfNeeded();
      const layout = await table.evaluate((element) => {
        const cells = [...element.querySelectorAll('th, td')].filter((cell) => cell.getBoundingClientRect().width > 1);
        return {
          display: getComputedStyle(element).display,
          overflows: cells.filter((cell) => cell.getBoundingClientRect().right > element.getBoundingClientRect().right + 0.5).length,
          scrolls: element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
        };
      });
      expect(layout.overflows).toBe(0);
      expect(layout.scrolls).toBe(false);
      // A table on the laptop; one card per approach on the phone, each naming its Pros, Cons and Best for.
      expect(layout.display).toBe(width < 600 ? 'block' : 'table');
      const firstApproach = table.getByRole('row').nth(1);
      for (const column of ['Pros', 'Cons', 'Best for']) {
        const label = firstApproach.locator('.pros-cons__label', { hasText: column });
        expect({ column, visible: await label.isVisible() }).toEqual({ column, visible: width < 600 });
      }
      expect(await table.getByRole('columnheader').allInnerTexts()).toHaveLength(4);

      const troubleshooting = page.getByRole('region', { name: /Troubleshooting/ });
      expect(await troubleshooting.getByText(/^If my child/).count()).toBeGreaterThan(0);
      expect(await troubleshooting.getByText(/^If My /).count()).toBe(0);
      await expectNoSidewaysScroll(page, `parent guide at ${width} px`);
      await expectAxeClean(page, `parent guide, ${width} px`);
      await table.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'phone-polish-parent-guide');
      await page.close();
    });
  });
});
