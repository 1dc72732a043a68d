import { MESSAGES } from '@wonderkin/shared';
import type { Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot } from '../support/browser';
import { createLesson } from '../support/lessons';
import { useStackAndBrowser } from '../support/session';

// The lesson page (/ask/:slug) in chromium against the whole stack with the offline generator.

describe('lesson page in a real browser', () => {
  const session = useStackAndBrowser();
  let slug: string;
  let parentSlug: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [slug, parentSlug] = (await Promise.all([
      createLesson(session.stack.baseUrl, 'Why is the sky blue?'),
      createLesson(session.stack.baseUrl, 'How can I help my child handle big emotions?', '3-5'),
    ])).map((lesson) => lesson.slug);
  }, 60_000);

  async function openLesson(lessonSlug: string, width = 1280): Promise<Page> {
    const page = await session.browser.newPage(width);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${session.stack.baseUrl}/ask/${lessonSlug}`);
    await page.locator('h1').waitFor();
    return page;
  }

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  it('shows the lesson sections, contents and header at 1280 px, passes axe, and is screenshotted', async () => {
    const page = await openLesson(slug, 1280);
    expect(await page.locator('h1').innerText()).toMatch(/sky/i);
    for (const title of ['Quick Answer', 'Quiz Time']) {
      await expect(page.getByRole('region', { name: new RegExp(title) }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('navigation', { name: 'Contents' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Jump to section' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).resolves.toBe('/ask?register');
    // External links carry utm_source.
    const hrefs = await page.locator('main a[target=_blank]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) expect(new URL(href).searchParams.get('utm_source')).toBe('wonderkin');
    await page.getByText('How helpful was this lesson?').waitFor();
    const violations = await axeScan(page);
    expect(describeViolations(violations)).toBe('');
    await saveScreenshot(page, 'lesson');
    await page.close();
  }, 60_000);

  it('shows the lesson\'s own pictures, drawn by the media service through the gateway, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await openLesson(slug, width);
      const pictures = page.getByRole('region', { name: /Pictures/ });
      await pictures.scrollIntoViewIfNeeded();
      const first = pictures.locator('img').first();
      // Lazy: it loads once scrolled into view; a broken picture would keep naturalWidth 0.
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('#images img');
        return Boolean(image && image.complete && image.naturalWidth > 0);
      }, undefined, { timeout: 15_000 });
      expect(await first.getAttribute('src')).toMatch(/^\/media\/illustrations\/[a-z-]+\.svg\?seed=\d+$/);
      expect(await first.getAttribute('alt')).toMatch(/^A drawing of /);
      await expect(pictures.locator('figcaption').first().innerText()).resolves.toContain('Illustration: Wonderkin');
      // The picture fits the screen and keeps its 4:3 shape.
      const box = await first.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.02);
      await page.close();
    }
  }, 60_000);

  it('shows the Jump-to-Section grid instead of the sidebar at 375 px, passes axe, and is screenshotted', async () => {
    const page = await openLesson(slug, 375);
    const grid = page.getByRole('navigation', { name: 'Jump to section' });
    await expect(grid.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Contents' }).isVisible()).resolves.toBe(false);
    await grid.getByRole('link', { name: /Quiz Time/ }).click();
    await page.waitForFunction(() => {
      const quiz = document.getElementById('quiz');
      if (!quiz) return false;
      const top = quiz.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByText('How helpful was this lesson?').waitFor();
    expect(describeViolations(await axeScan(page))).toBe('');
    await saveScreenshot(page, 'lesson');
    await page.close();
  }, 60_000);

  it('marks quiz answers with a green check or a red cross', async () => {
    const page = await openLesson(slug);
    const question = page.locator('.quiz__item').first();
    const options = question.getByRole('button');
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(2);
    let sawCorrect = false;
    let sawWrong = false;
    for (let i = 0; i < count; i += 1) {
      await options.nth(i).click();
      await expect(options.nth(i).getAttribute('aria-pressed')).resolves.toBe('true');
      const verdict = (await question.locator('.quiz__verdict').innerText()).trim();
      const mark = (await options.nth(i).locator('.quiz__mark').innerText()).trim();
      if (verdict === 'Correct!') {
        sawCorrect = true;
        expect(mark).toBe('✓');
        expect(await options.nth(i).evaluate((el) => getComputedStyle(el).borderColor)).toBe('rgb(29, 107, 81)');
      } else {
        expect(verdict).toBe('Not quite');
        sawWrong = true;
        expect(mark).toBe('✗');
        expect(await options.nth(i).evaluate((el) => getComputedStyle(el).borderColor)).toBe('rgb(179, 38, 30)');
      }
    }
    expect(sawCorrect && sawWrong).toBe(true);
    await page.close();
  }, 60_000);

  it('takes a rating, then text, then thanks; the lesson then opens with the feedback prefilled', async () => {
    // Feedback belongs to the lesson's owner: this browser asks the question itself (its own anonymous cookie).
    const page = await session.browser.newPage(1280);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${session.stack.baseUrl}/links`);
    const feedbackSlug = await page.evaluate(async () => {
      const form = new FormData();
      form.set('question', 'Why do cats purr?');
      form.set('ageRange', '6-8');
      const response = await fetch('/api/research', { method: 'POST', body: form });
      const { slug: asked } = (await response.json()) as { slug: string };
      for (let i = 0; i < 150; i += 1) {
        if ((await fetch(`/api/get-research?id=${asked.split('-')[0]}`)).status === 200) return asked;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`lesson ${asked} was not ready in time`);
    });
    await page.goto(`${session.stack.baseUrl}/ask/${feedbackSlug}`);
    await page.locator('h1').waitFor();
    const widget = page.getByRole('complementary', { name: /How helpful was this lesson/ });
    await widget.waitFor();
    await widget.getByRole('button', { name: '4 stars' }).click();
    const send = page.getByRole('button', { name: 'Send' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Your feedback (optional)').fill('The fun facts were great');
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page.getByText('Thank you for your feedback!').waitFor();

    const id = feedbackSlug.split('-')[0];
    const stored = await page.evaluate(async (hashId) => (await fetch(`/api/feedback?hashId=${hashId}`)).json(), id);
    expect(stored).toEqual({ hasFeedback: true, rating: 4, feedback: 'The fun facts were great' });
    // Another browser with the lesson link cannot read it.
    expect((await fetch(`${session.stack.baseUrl}/api/feedback?hashId=${id}`)).status).toBe(404);

    await page.reload();
    await page.getByRole('button', { name: '4 stars' }).waitFor();
    expect(await page.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  }, 60_000);

  it('reads a section aloud: the audio element gets a blob and plays, one clip at a time', async () => {
    const page = await openLesson(slug);
    const listen = page.getByRole('button', { name: 'Listen to Quick Answer' });
    await listen.click();
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid=lesson-audio]');
      return Boolean(audio && audio.src.startsWith('blob:') && !audio.paused && audio.currentTime > 0);
    }, undefined, { timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Listen to Quick Overview' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Stop reading Quick Answer' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid=lesson-audio]')!.paused);
    expect(await page.getByRole('button', { name: 'Listen to Quick Overview' }).isEnabled()).toBe(true);
    await page.close();
  }, 60_000);

  it('copies the lesson link with the share button', async () => {
    await session.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.stack.baseUrl });
    const page = await openLesson(slug);
    await page.getByRole('button', { name: 'Share link' }).click();
    await page.getByText(MESSAGES.linkCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${session.stack.baseUrl}/ask/${slug}`);
    await page.close();
  }, 60_000);

  it('shows the parent-mode blocks with utm_medium on strategy sources and community links', async () => {
    const page = await openLesson(parentSlug);
    const sections = await page.locator('main section h2').allInnerTexts();
    expect(sections.map((text) => text.trim())).toEqual(expect.arrayContaining([
      'Developmental Context', 'Evidence-Based Strategies', 'Action Plan', 'Troubleshooting',
    ]));
    for (const id of ['sources', 'community']) {
      const section = page.locator(`#${id}`);
      if (await section.count()) {
        const href = await section.locator('a').first().getAttribute('href');
        const url = new URL(href!);
        expect(url.searchParams.get('utm_source')).toBe('wonderkin');
        expect(url.searchParams.get('utm_medium')).toBeTruthy();
      }
    }
    expect(describeViolations(await axeScan(page))).toBe('');
    await saveScreenshot(page, 'lesson-parent');
    await page.close();
  }, 60_000);

  it('starts a new ask from a related query and lands on the new lesson', async () => {
    const page = await openLesson(slug);
    const related = page.getByRole('region', { name: /Related Questions/ }).getByRole('button').first();
    const question = (await related.innerText()).replace('→', '').trim();
    await related.click();
    await page.waitForURL(/\/ask$/);
    // Nothing is put in front of the lesson being made (saving is offered on the lesson page).
    await page.waitForURL((url) => /^\/ask\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(slug), { timeout: 30_000 });
    await page.locator('h1').waitFor();
    expect((await page.locator('.lesson-hero__question').innerText())).toContain(question);
    await page.close();
  }, 60_000);

  it('shows the not-found message for an unknown lesson, with a way back to /ask', async () => {
    const page = await session.browser.newPage(375);
    await page.goto(`${session.stack.baseUrl}/ask/zzzzzzzz-no-such-lesson`);
    await page.getByText(MESSAGES.researchNotFound).waitFor();
    await page.getByRole('link', { name: 'Go Back to Ask Page' }).click();
    await page.waitForURL(/\/ask$/);
    expect(describeViolations(await axeScan(page))).toBe('');
    await page.close();
  }, 60_000);
});
