import type { Page } from 'playwright-core';
import { axeScan, describeViolations, launchBrowser, saveScreenshot, type LaunchedBrowser } from '../support/browser';
import { useStack } from '../support/session';

// Safety first, as a child and a parent see it on a phone (issue 17): a child whose mummy won't wake up gets the
// urgent page with the emergency number first, never a cheerful lesson; a question that touches a safety rule gets the
// rule, with its source, before anything else on the lesson.

const LESSON_URL = /\/ask\/[a-zA-Z0-9]+-[^/]+$/;

async function ask(page: Page, baseUrl: string, question: string, age: string): Promise<void> {
  await page.goto(`${baseUrl}/ask`);
  await page.getByLabel('Age range').selectOption(age);
  await page.getByLabel('What are you curious about?').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.waitForURL(LESSON_URL, { timeout: 30_000 });
  await page.locator('h1').waitFor();
}

describe('safety first in a real browser at 390 px', () => {
  const session = useStack();
  let browser: LaunchedBrowser;
  const pageErrors: string[] = [];

  beforeAll(async () => { browser = await launchBrowser(); }, 30_000);
  afterAll(async () => { await browser?.close(); }, 30_000);
  afterEach(() => { expect(pageErrors).toEqual([]); });

  it('a child\'s "my mummy wont wake up" shows the urgent page with the number first', async () => {
    const page = await browser.newPage(390);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await ask(page, session.stack.baseUrl, 'my mummy wont wake up', '6-8');

    const main = page.locator('main');
    // Once the answer is shown (a busy machine may still show the loading line a moment), the first thing in the page's
    // main part is the call box, in view without scrolling, dialling the number.
    await page.getByRole('alert').getByText('Call 911 now').waitFor();
    const first = main.locator(':scope > *').first();
    expect(await first.getAttribute('class')).toContain('call-now');
    const button = page.getByRole('link', { name: 'Call 911' });
    expect(await button.getAttribute('href')).toBe('tel:911');
    const box = await button.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    // The answer itself leads with the call, and nothing of a lesson or the exploration page is there.
    const text = await main.innerText();
    expect(text).toMatch(/Call 911 now\. Tell them what is wrong and say your address/);
    expect(text).not.toMatch(/Great question|Let's Find Out|A guess is a fine place to start/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(describeViolations(await axeScan(page))).toBe('');
    await saveScreenshot(page, 'urgent-390');
    await page.close();
  }, 90_000);

  it('a parent\'s front-seat question gets the back-seat rule and its source before the lesson', async () => {
    const page = await browser.newPage(390);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await ask(page, session.stack.baseUrl, 'can my 8 year old sit in the front seat of the car?', '6-8');

    const rules = page.getByRole('region', { name: 'Safety first' });
    await rules.waitFor();
    expect(await rules.innerText()).toMatch(/back seat/i);
    expect(await rules.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\/www\.nhtsa\.gov\//);
    // The rule comes before the answer's own text on the page.
    const order = await page.evaluate(() => {
      const rule = document.querySelector('.safety-rules');
      const content = document.querySelector('.lesson-section, .jump-grid, .lesson-safety');
      return rule && content ? Boolean(rule.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
    });
    expect(order).toBe(true);
    await saveScreenshot(page, 'safety-rule-390');
    await page.close();
  }, 90_000);
});
