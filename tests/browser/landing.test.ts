import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import type { Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot, waitForHydration } from '../support/browser';
import { useStackAndBrowser, type StackAndBrowserSession } from '../support/session';

// Issue 3: the landing page in a real browser against the real stack.
const PRODUCT = process.env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME;
jest.setTimeout(60_000);

async function open(session: StackAndBrowserSession, width: number, path = '/'): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage(width);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.stack.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForHydration(page);
  return { page, errors };
}

describe('landing page in chromium', () => {
  // Its own stack: the ratings summary it checks counts every family's ratings, and other files rate lessons.
  const session = useStackAndBrowser('landing', { own: true });

  it('shows every section of the spec, in order, with its strings', async () => {
    const { page, errors } = await open(session, 1280);
    await page.getByText('Free to start: 3 questions, no password').waitFor();
    expect(await page.getByRole('link', { name: "Start now, it's free" }).getAttribute('href')).toBe('/ask');
    const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    // No testimonials nobody wrote (issue 19); the ratings summary shows once families have rated (none here yet).
    expect(ids).toEqual(['how-it-works', 'modules', 'benefits', 'faq']);
    expect(await page.locator('figure, .testimonial').count()).toBe(0);
    for (const heading of [`How ${PRODUCT} Works`, 'Discover Our Learning Modules', 'Benefits For Everyone', 'Frequently Asked Questions']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    }
    expect(await page.locator('#how-it-works ol > li').count()).toBe(4);
    expect(await page.locator('#modules article').count()).toBe(16);
    for (const [title, ages] of [['Math Adventures', '4-12'], ['Reading Journeys', '3-10'], ['Chess Mastery', '6-12']]) {
      expect(await page.locator('#modules article', { hasText: title }).innerText()).toContain(`Ages ${ages}`);
    }
    // Two rows of eight, side by side on a wide screen.
    const rowTops = await page.locator('.module-row').evaluateAll((rows) =>
      rows.map((row) => new Set(Array.from(row.querySelectorAll('article')).map((card) => Math.round(card.getBoundingClientRect().top))).size),
    );
    expect(rowTops).toEqual([1, 1]);
    expect(await page.locator('#benefits article h3').allInnerTexts()).toEqual(['For Children', 'For Parents', 'For Educators']);
    const promo = page.getByRole('link', { name: 'Explore Custom Materials' });
    expect(await promo.getAttribute('href')).toBe('/custombooks');
    expect(await page.locator('#faq .faq__question').count()).toBe(7);
    const footer = page.getByRole('contentinfo');
    expect(await footer.innerText()).toContain(String(new Date().getFullYear()));
    expect(await footer.getByRole('link', { name: 'Important Links' }).getAttribute('href')).toBe('/links');
    expect(await footer.getByRole('link', { name: /^Listen: the Brains On! science podcast/ }).getAttribute('target')).toBe('_blank');
    expect(await footer.getByRole('link', { name: /^Videos we like: SciShow Kids on YouTube/ }).getAttribute('target')).toBe('_blank');
    expect(await page.locator('a[href="#"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has a sticky navigation whose links reach the sections and pages', async () => {
    const { page } = await open(session, 1280);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/#faq$/);
    await page.waitForFunction(() => {
      const box = document.getElementById('faq')!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight / 2;
    });
    // The header stays on screen while scrolled.
    const headerTop = await page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().top);
    expect(headerTop).toBe(0);
    for (const [name, id] of [['How It Works', 'how-it-works'], ['Modules', 'modules'], ['Benefits', 'benefits']]) {
      await nav.getByRole('link', { name }).click();
      await page.waitForURL(new RegExp(`#${id}$`));
      await page.waitForFunction((target) => {
        const box = document.getElementById(target)!.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight / 2;
      }, id);
    }
    await nav.getByRole('link', { name: 'Custom Books' }).click();
    await page.getByRole('heading', { name: 'Custom Learning Materials Created Just for Your Child' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await nav.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(await nav.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/login');
    await nav.getByRole('link', { name: 'Ask', exact: true }).click();
    await page.waitForURL(/\/ask$/);
    // One page_view per route in the data layer.
    const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').map((entry) => (entry as { page_path: string }).page_path));
    await page.waitForFunction(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').length >= 3);
    expect(await views()).toEqual(['/', '/custombooks', '/ask']);
    await page.close();
  });

  it('opens the menu on a phone', async () => {
    const { page } = await open(session, 375);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Benefits' }).click();
    await page.waitForURL(/#benefits$/);
    expect(await nav.isVisible()).toBe(false);
    await page.close();
  });

  it('FAQ: one answer open at a time, collapsible', async () => {
    const { page } = await open(session, 1280);
    const questions = page.locator('#faq .faq__question');
    await questions.nth(0).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#faq .faq__answer:visible').count()).toBe(1);
    await questions.nth(3).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#faq .faq__answer:visible').innerText()).toContain('questions for free');
    await questions.nth(3).click();
    expect(await page.locator('#faq .faq__answer:visible').count()).toBe(0);
    await page.close();
  });

  it('the ratings summary is the real count from the feedback service: none yet, so no section', async () => {
    const { page } = await open(session, 1280);
    const summary = await page.evaluate(async () => (await fetch('/api/feedback/summary')).json());
    expect(summary).toEqual({ ratings: 0, average: null });
    await page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'How families rate us' }).count()).toBe(0);
    await page.close();
  });

  it('is prerendered: the served HTML already shows each marketing page before any script runs', async () => {
    const page = await session.browser.newPage(1280);
    await page.route('**/*.js', (route) => route.abort());
    for (const [path, headline] of [
      ['/', "Learning adventures built around your child's curiosity"],
      ['/free', 'A free life-skills lesson for your family, every week'],
      ['/custombooks', 'Custom Learning Materials Created Just for Your Child'],
      ['/links', 'Important Links'],
    ]) {
      const response = await page.goto(`${session.stack.baseUrl}${path}`);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(headline);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    }
    // The landing page's sections, header and footer are in the HTML too, styled (its stylesheets are in the head).
    await page.goto(`${session.stack.baseUrl}/`);
    expect(await page.locator('#faq .faq__question').count()).toBe(7);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ask', exact: true }).getAttribute('href')).toBe('/ask');
    expect(await page.locator('header.site-header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
    expect(await page.title()).toBe(`Personalized learning for curious kids · ${PRODUCT}`);
    await page.close();
  });

  it('hydrates the prerendered HTML in place, with no console error, and the app takes over on the first link', async () => {
    const page = await session.browser.newPage(1280);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Hold the page's script until the prerendered headline has been marked, to see that hydration keeps that node.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/prerender-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${session.stack.baseUrl}/`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    await page.locator('h1').evaluate((heading) => ((heading as HTMLElement & { wkMark?: boolean }).wkMark = true));
    release();
    await waitForHydration(page);
    expect(await page.locator('h1').evaluate((heading) => (heading as HTMLElement & { wkMark?: boolean }).wkMark === true)).toBe(true);
    // The FAQ works: its button handlers are attached.
    await page.locator('#faq .faq__question').first().click();
    expect(await page.locator('#faq .faq__question').first().getAttribute('aria-expanded')).toBe('true');
    // A link to another page: the app starts in this document (no reload: the page's own globals are still there).
    await page.evaluate(() => ((window as Window & { wkSamePage?: boolean }).wkSamePage = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Custom Books' }).click();
    await page.getByRole('heading', { level: 1, name: 'Custom Learning Materials Created Just for Your Child' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/custombooks');
    expect(await page.evaluate(() => (window as Window & { wkSamePage?: boolean }).wkSamePage)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: "Learning adventures built around your child's curiosity" }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no serious accessibility problems; screenshots at 375 and 1280', async () => {
    for (const width of [375, 1280]) {
      const { page } = await open(session, width);
      expect(describeViolations(await axeScan(page))).toBe('');
      await saveScreenshot(page, 'landing');
      await page.close();
    }
  });
});
