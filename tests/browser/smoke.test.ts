import { DEFAULT_PRODUCT_NAME } from '@wonderkin/shared';
import { saveScreenshot } from '../support/browser';
import { useStackAndBrowser } from '../support/session';

// The whole stack starts from the same process list as `npm start`, serves the built frontend and reports healthy.
describe('the whole stack in a real browser', () => {
  const session = useStackAndBrowser();

  it('reports every service healthy on /healthz', async () => {
    const response = await fetch(`${session.stack.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ status: 'ok', redis: 'ok', services: { research: 'ok', accounts: 'ok', feedback: 'ok', media: 'ok', learning: 'ok' } });
  });

  it('renders the landing page in chromium', async () => {
    const page = await session.browser.newPage(1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(session.stack.baseUrl, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    expect((await page.locator('h1').first().innerText()).trim().length).toBeGreaterThan(0);
    expect(await page.title()).toContain(process.env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME);
    await saveScreenshot(page, 'smoke-landing');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the app for a deep link (SPA fallback) and JSON 404 for an unknown API call', async () => {
    const page = await session.browser.newPage(375);
    const response = await page.goto(`${session.stack.baseUrl}/ask`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-type')).toContain('text/html');
    await page.close();

    const api = await fetch(`${session.stack.baseUrl}/api/no-such-call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: expect.any(String) });
  });
});
