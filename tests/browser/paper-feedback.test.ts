import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { axeScan, describeViolations, launchBrowser, saveScreenshot, type LaunchedBrowser } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { useStack } from '../support/session';

// Issue 22 §3 in chromium, on a phone (390 px): a parent opens a printed book's feedback page (the QR code's address),
// consents, adds a photo of the finished page and records a voice note with chromium's fake microphone; both are listed,
// the picture shows and the recording plays; My Account lists them; both are deleted again. axe-clean, and nothing
// wider than the phone.
jest.setTimeout(180_000);

const WIDTH = 390;
/** A microphone that plays a beep, allowed without asking. */
const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(`${where}\n${describeViolations(await axeScan(page))}`).toBe(`${where}\n`);
}

async function expectNoSideways(page: Page, where: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(`${where}: ${scrollWidth}`).toBe(`${where}: ${Math.min(scrollWidth, WIDTH)}`);
}

/** The audio's length once the browser has read its header (0 if it cannot). */
function audioDuration(audio: Locator): Promise<number> {
  return audio.evaluate((element: HTMLAudioElement) => new Promise<number>((resolve) => {
    if (element.readyState >= 1) resolve(element.duration);
    element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
    element.addEventListener('error', () => resolve(0), { once: true });
    element.load();
  }));
}

/** The picture's width once it has loaded (0 if it cannot). */
function imageWidth(img: Locator): Promise<number> {
  return img.evaluate((element: HTMLImageElement) => new Promise<number>((resolve) => {
    if (element.complete && element.naturalWidth > 0) resolve(element.naturalWidth);
    element.addEventListener('load', () => resolve(element.naturalWidth), { once: true });
    element.addEventListener('error', () => resolve(0), { once: true });
  }));
}

describe('feedback from paper in chromium', () => {
  const session = useStack('paper-feedback');
  let browser: LaunchedBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it('consent → a photo and a voice note for the child\'s record → listed, shown, played → deleted', async () => {
    const base = session.stack.baseUrl;
    browser = await launchBrowser({ extraArgs: FAKE_MICROPHONE });
    await browser.context.grantPermissions(['microphone'], { origin: base });
    const page = await browser.newPage(WIDTH);
    await signInInBrowser(page, base, `paper.parent.${Date.now().toString(36)}@example.com`);

    // A child, and an activity book made for her (as /create sends it when the family picks the child).
    const added = await page.request.post(`${base}/api/children`, { data: { firstName: 'Mia', ageRange: '6-8' }, headers: { origin: base } });
    expect(added.status()).toBe(201);
    const { childId } = (await added.json()) as { childId: string };
    const made = await page.request.post(`${base}/api/creations`, {
      data: { topic: 'Volcanoes', mode: 'quick', outputs: ['hardcopy-activity-book'], childId },
      headers: { origin: base },
    });
    expect(made.status()).toBe(202);
    const { id } = (await made.json()) as { id: string };

    // The page the printed book's QR code opens: the rating stays; photos and voice notes follow for the family.
    await page.goto(`${base}/create?creation=${id}&feedback=1`);
    await page.getByRole('heading', { name: 'Thanks for printing! How did it go?' }).waitFor();
    const panel = page.getByRole('region', { name: "Photos and voice notes for Mia's record" });
    await panel.waitFor();

    // Consent first: nothing can be added before.
    const consent = panel.getByRole('form', { name: 'Turn on photos and voice notes' });
    expect(await panel.getByLabel('Add a photo of the finished page').count()).toBe(0);
    await consent.getByLabel('Keep them for').selectOption('6');
    await consent.getByLabel('I agree').check();
    await consent.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Kept for 6 months, then deleted.').waitFor();

    // A photo of the finished page, as a phone's camera gives it.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4c542' } }).jpeg({ quality: 80 }).toBuffer();
    await panel.getByLabel('Add a photo of the finished page').setInputFiles({ name: 'page.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await panel.getByText('Photo saved. It is in the list below.').waitFor();
    const photo = panel.getByRole('img', { name: /^Photo of the finished page, added .+ by you$/ });
    await photo.waitFor();
    expect(await imageWidth(photo)).toBeGreaterThan(0);

    // A voice note from chromium's fake microphone: about 3 s, stopped, listened to, saved.
    const recorder = panel.getByRole('group', { name: 'Record a voice note' });
    await recorder.getByRole('button', { name: 'Record' }).click();
    await recorder.getByRole('timer', { name: 'Time recorded' }).waitFor();
    await page.waitForTimeout(3000);
    await recorder.getByRole('button', { name: 'Stop' }).click();
    await recorder.getByLabel('Your voice note, not saved yet').waitFor();
    await recorder.getByRole('button', { name: 'Save voice note' }).click();
    await recorder.getByText('Voice note saved. It is in the list below.').waitFor();
    const voiceCard = panel.getByRole('listitem', { name: /^Voice note, \d+ seconds?$/ });
    await voiceCard.waitFor();
    const duration = await audioDuration(voiceCard.getByLabel(/^Voice note, added .+ by you$/));
    expect(duration).toBeGreaterThan(1);
    expect(duration).toBeLessThan(20);

    // Both listed, with who added them and until when they are kept.
    const cards = panel.getByRole('list', { name: 'Photos and voice notes' }).getByRole('listitem');
    expect(await cards.count()).toBe(2);
    for (const card of await cards.all()) {
      expect(await card.textContent()).toMatch(/Added by you on .+Kept until .+\d{4}/);
    }
    await expectAxeClean(page, 'the feedback page with a photo and a voice note');
    await expectNoSideways(page, 'the feedback page with a photo and a voice note');
    await saveScreenshot(page, 'paper-feedback');

    // My Account lists both, for Mia, with the months chosen.
    await page.goto(`${base}/account`);
    const account = page.getByRole('region', { name: 'Photos and voice notes' });
    await account.getByRole('listitem').first().waitFor();
    expect(await account.getByLabel('Keep them for').inputValue()).toBe('6');
    expect(await account.getByRole('listitem').filter({ hasText: 'For: Mia' }).count()).toBe(2);
    await account.getByRole('button', { name: 'Turn off and delete all' }).waitFor();
    // The picture loads once it is scrolled to (lazily, as a long list should).
    const accountPhoto = account.getByRole('img', { name: /^Photo of the finished page/ });
    await accountPhoto.scrollIntoViewIfNeeded();
    expect(await imageWidth(accountPhoto)).toBeGreaterThan(0);
    await expectAxeClean(page, 'My Account with photos and voice notes');
    // The section itself fits the phone (the page's "Signed in as" line can be wider with a long address: not this feature's).
    const sectionRight = await account.evaluate((section) => Math.max(...[section, ...section.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)));
    expect(sectionRight).toBeLessThanOrEqual(WIDTH);
    await saveScreenshot(page, 'paper-feedback-account');

    // Deleted again on the book's page, each after the confirm.
    await page.goto(`${base}/create?creation=${id}&feedback=1`);
    await panel.getByRole('list', { name: 'Photos and voice notes' }).waitFor();
    for (const name of [/^Delete the photo of the finished page/, /^Delete the voice note/]) {
      await panel.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await panel.getByText('Nothing added yet. Add a photo or a voice note above.').waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(0);
    await expectAxeClean(page, 'the feedback page after deleting');
    await expectNoSideways(page, 'the feedback page after deleting');
  });
});
