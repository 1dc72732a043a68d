import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import type { Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot, waitForHydration } from '../support/browser';
import { useStackAndBrowser } from '../support/session';

// Issue 3: the information pages (/links, /custombooks and /custom-book, the 404) in a real browser.
const PRODUCT = process.env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME;
jest.setTimeout(60_000);

describe('information pages in chromium', () => {
  const session = useStackAndBrowser('pages');

  async function open(width: number, path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await session.browser.newPage(width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.stack.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForHydration(page);
    return { page, errors };
  }

  /** axe-core finds no serious or critical problem; full-page screenshots at 375 and 1280 px. */
  async function checkAccessibleAndCapture(path: string, name: string): Promise<void> {
    for (const width of [375, 1280]) {
      const { page, errors } = await open(width, path);
      expect(describeViolations(await axeScan(page))).toBe('');
      await saveScreenshot(page, name);
      expect(errors).toEqual([]);
      await page.close();
    }
  }

  it("/links: 'Important Links' with other people's videos and podcast named as theirs (new tabs) and 'Ask {product}'", async () => {
    const { page } = await open(1280, '/links');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Important Links');
    const cards = page.locator('main .link-card');
    expect(await cards.count()).toBe(3);
    for (const name of [/Videos we like/, /Something to listen to/]) {
      const card = page.getByRole('main').getByRole('link', { name });
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toContain('noopener');
      expect(await card.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await page.getByRole('main').getByRole('link', { name: new RegExp(`Ask ${PRODUCT}`) }).click();
    await page.waitForURL(/\/ask$/);
    await page.close();
    await checkAccessibleAndCapture('/links', 'links');
  });

  for (const path of ['/custombooks', '/custom-book']) {
    it(`${path}: hero, steps, six material types, benefits, no invented testimonials; buttons lead to /create`, async () => {
      const { page } = await open(1280, path);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Custom Learning Materials Created Just for Your Child');
      for (const heading of ['Storybooks', 'Math Worksheets', 'Writing Activities', 'Art Projects', 'Subject Exploration', 'Multi-Subject Bundles']) {
        expect(await page.getByRole('heading', { level: 3, name: heading }).isVisible()).toBe(true);
      }
      expect(await page.locator('.cb-steps > li').count()).toBe(3);
      expect(await page.locator('.cb-benefits > li').count()).toBe(8);
      expect(await page.locator('figure').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Start Creating Now' }).getAttribute('href')).toBe('/create');

      // 'See Examples' scrolls to the material types.
      await page.getByRole('link', { name: 'See Examples' }).click();
      await page.waitForURL(/#material-types$/);
      await page.waitForFunction(() => {
        const box = document.getElementById('material-types')!.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight / 2;
      });

      await page.getByRole('link', { name: 'Create Custom Materials' }).click();
      await page.waitForURL(/\/create$/);
      await page.close();
    });
  }

  it('/custombooks has no serious accessibility problems; screenshots', async () => {
    await checkAccessibleAndCapture('/custombooks', 'custombooks');
  });

  it("an unknown path shows the 404 page, logs the path and leads home", async () => {
    const page = await session.browser.newPage(1280);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${session.stack.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(200); // the SPA answers; the page itself says 404
    await page.getByRole('heading', { name: /Oops! Page not found/ }).waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
    const logged = await page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string; page_path?: string }).event === 'page_not_found' && (entry as { page_path?: string }).page_path === '/no/such/page'));
    expect(logged).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByText('Free to start: 3 questions, no password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
    await checkAccessibleAndCapture('/no/such/page', 'not-found');
  });

  it('scrolls to the top on a route change', async () => {
    const { page } = await open(375, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Important Links' }).click();
    await page.getByRole('heading', { level: 1, name: 'Important Links' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });
});
