import fs from 'node:fs/promises';
import { MESSAGES } from '@wonderkin/shared';
import { saveScreenshot } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { useStackAndBrowser } from '../support/session';

// Issue 8 "Your data" in chromium: a signed-in parent downloads their data, then deletes the account from the account
// page; they are signed out and their lesson link leads nowhere.
jest.setTimeout(120_000);

const LESSON_URL = /\/ask\/([a-zA-Z0-9]+)-[^/]+$/;

describe('download my data and delete my account in chromium', () => {
  const session = useStackAndBrowser('account-data');

  it('signs in, asks, downloads the export, deletes the account: signed out and the ask link answers 404', async () => {
    const page = await session.browser.newPage(1280);
    const base = session.stack.baseUrl;
    await signInInBrowser(page, base, 'delete.me@example.com');

    await page.getByLabel('What are you curious about?').fill('Why do cats purr?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.waitForURL(LESSON_URL, { timeout: 60_000 });
    await page.locator('h1').waitFor();
    const askId = LESSON_URL.exec(page.url())![1];
    const lessonUrl = page.url();

    // The lesson page has its own header; the site header (on /ask) leads to the account page.
    await page.goto(`${base}/ask`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByText('delete.me@example.com').waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
      account: { email: string }; asks: { id: string; question: string }[]; lessons: { id: string }[];
    };
    expect(exported.account.email).toBe('delete.me@example.com');
    expect(exported.asks).toEqual([expect.objectContaining({ id: askId, question: 'Why do cats purr?' })]);
    expect(exported.lessons.map((lesson) => lesson.id)).toEqual([askId]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await saveScreenshot(page, 'account-delete-dialog');
    await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
    await page.getByText(MESSAGES.accountDeleted).waitFor();
    await page.waitForURL(`${base}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log In' }).waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'My Account' }).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/me')).json())).toEqual({ signedIn: false });

    // The research service removes the ask and lesson from the durable event, within seconds.
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = await page.evaluate(async (id) => (await fetch(`/api/get-research?id=${id}`)).status, askId);
      if (status === 404) break;
      await page.waitForTimeout(250);
    }
    expect(status).toBe(404);
    await page.goto(lessonUrl);
    await page.getByText(MESSAGES.researchNotFound).waitFor();
    await page.close();
  });
});
