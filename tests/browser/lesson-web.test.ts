import { axeScan, describeViolations, saveScreenshot } from '../support/browser';
import { createLesson } from '../support/lessons';
import { useStackAndBrowser } from '../support/session';
import { startFakeWeb, type FakeWeb } from '../../services/research/test/enrichment/fake-web';

// The lesson page with the web providers configured (all pointed at one local fake answering in the real APIs'
// shapes): a video that plays in the privacy-enhanced embed, books with covers, licensed pictures and links, axe clean,
// and every picture allowed by the gateway's Content-Security-Policy (derived from the same config).

const env: Record<string, string> = {};
let web: FakeWeb;
// Declared before the session's hooks, so the fake runs (and its address is in env) before the stack starts.
beforeAll(async () => {
  web = await startFakeWeb();
  Object.assign(env, web.env(), { WEB_PROVIDERS: 'on', YOUTUBE_API_KEY: 'browser-test-key' });
});
afterAll(() => web?.stop());

describe('lesson page with web providers', () => {
  const session = useStackAndBrowser('lesson-web', { env });

  it('shows a playable video, books with covers, credited pictures and links; axe clean; no picture blocked', async () => {
    const { slug } = await createLesson(session.stack.baseUrl, 'Why is the sky blue?');
    const page = await session.browser.newPage(1280);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) problems.push(message.text()); });
    await page.goto(`${session.stack.baseUrl}/ask/${slug}`);
    await page.locator('h1').waitFor();

    const videos = page.getByRole('region', { name: 'Videos' });
    const play = videos.getByRole('button', { name: 'Play video: Why Is the Sky Blue? | Science for Kids' });
    await play.waitFor();
    const books = page.getByRole('region', { name: /Books to Read/ });
    await expect(books.getByRole('link', { name: /The Sky Is Full of Stars/ }).isVisible()).resolves.toBe(true);
    const learnMore = page.getByRole('region', { name: /Learn More/ });
    const sky = learnMore.getByRole('link', { name: /^Sky/ });
    expect(new URL((await sky.getAttribute('href'))!).searchParams.get('utm_source')).toBe('wonderkin');
    expect(await sky.getAttribute('rel')).toBe('noopener noreferrer');
    await expect(page.getByRole('region', { name: 'Pictures' }).getByText(/CC BY-SA 4\.0/).isVisible()).resolves.toBe(true);

    // Every provider picture (thumbnails, covers) really loaded: the CSP allows the configured hosts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const webPictures = `main img[src^="${web.url}"]`;
    await page.waitForFunction((selector) => {
      const images = [...document.querySelectorAll(selector)] as HTMLImageElement[];
      images.forEach((image) => { image.loading = 'eager'; });
      return images.length >= 3 && images.every((image) => image.complete && image.naturalWidth > 0);
    }, webPictures, { timeout: 10_000 });

    expect(describeViolations(await axeScan(page))).toBe('');
    await saveScreenshot(page, 'lesson-web');

    // Play: the privacy-enhanced player takes the thumbnail's place (nothing from YouTube before).
    await play.click();
    const frame = videos.locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0');
    expect(await frame.getAttribute('title')).toBe('Video: Why Is the Sky Blue? | Science for Kids');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
