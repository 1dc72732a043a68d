import { COOKIE_MAX_AGE_DAYS, MESSAGES, userIdCookieName } from '@wonderkin/shared';
import type { Page } from 'playwright-core';
import { axeScan, describeViolations, saveScreenshot } from '../support/browser';
import { mailIdsTo } from '../support/browser-sign-in';
import { useStackAndBrowser } from '../support/session';
import { newestSignInToken } from '../support/sign-up';

// Issue 3: /login and /logout against the real accounts service.
const USER_COOKIE = userIdCookieName(process.env.PRODUCT_NAME);
const DAY_S = 24 * 60 * 60;
jest.setTimeout(60_000);

describe('login and logout in chromium', () => {
  const session = useStackAndBrowser('account', { own: true });

  const userCookie = async () => (await session.browser.context.cookies(session.stack.baseUrl)).find((cookie) => cookie.name === USER_COOKIE);

  async function openLogin(width = 1280): Promise<Page> {
    const page = await session.browser.newPage(width);
    await page.goto(`${session.stack.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login or Register' }).waitFor();
    return page;
  }

  it('shows the card and refuses an empty email', async () => {
    const page = await openLogin();
    const input = page.getByLabel('Email address');
    expect(await input.getAttribute('type')).toBe('email');
    expect(await input.getAttribute('required')).not.toBeNull();
    expect(await input.getAttribute('placeholder')).toBe('you@example.com');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByText(MESSAGES.emailRequired).waitFor();
    expect(await userCookie()).toBeUndefined();
    await page.close();
  });

  it("logs in by the emailed link: user id cookie for 365 days, toast \"You're now logged in!\", generate_lead, then /ask", async () => {
    const page = await openLogin();
    const seen = await mailIdsTo(session.stack.baseUrl, 'parent@example.com');
    await page.getByLabel('Email address').fill('parent@example.com');
    const registered = page.waitForResponse((response) => response.url().endsWith('/api/register'));
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    const response = await registered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'check-email' });
    // Typing the address signed nobody in; the page says where the link went.
    await page.getByText(/We sent a one-time link to parent@example.com/).waitFor();
    expect(await userCookie()).toBeUndefined();
    const lead = await page.evaluate(() => (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'generate_lead'));
    expect(lead).toEqual({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.com' });
    // Running locally, the note leads to the development mailbox.
    expect(await page.getByRole('link', { name: 'development mailbox' }).getAttribute('href')).toBe('/dev/mailbox');

    const token = await newestSignInToken(session.stack.baseUrl, 'parent@example.com', seen);
    await page.goto(`${session.stack.baseUrl}/login?token=${token}`);
    await page.getByText('This link creates your account for parent@example.com.').waitFor();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText(MESSAGES.loggedIn).waitFor();
    await page.waitForURL(/\/ask$/);

    const cookie = await userCookie();
    expect(cookie).toMatchObject({ path: '/' });
    const userId = cookie!.value;
    expect(userId).toMatch(/^[a-f0-9]{32}$/);
    const daysLeft = (cookie!.expires - Date.now() / 1000) / DAY_S;
    expect(daysLeft).toBeGreaterThan(COOKIE_MAX_AGE_DAYS - 1);
    expect(daysLeft).toBeLessThanOrEqual(COOKIE_MAX_AGE_DAYS + 0.01);
    // The header now offers Log Out instead of Log In / Sign Up.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log Out' }).waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Log In' }).count()).toBe(0);

    // Signing in again with the same email in this browser gives the same user at once.
    await page.goto(`${session.stack.baseUrl}/login`);
    await page.getByLabel('Email address').fill('Parent@Example.com');
    const again = page.waitForResponse((answer) => answer.url().endsWith('/api/register'));
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    expect(((await (await again).json()) as { userId: string }).userId).toBe(userId);
    await page.waitForURL(/\/ask$/);
    await page.close();
  });

  it("logs out: clears the cookie, says 'Logging you out...' and goes to /ask", async () => {
    expect(await userCookie()).toBeDefined();
    const page = await session.browser.newPage(375);
    await page.goto(`${session.stack.baseUrl}/logout`);
    await page.getByText(MESSAGES.loggingOut).waitFor();
    await page.waitForURL(/\/ask$/);
    expect(await userCookie()).toBeUndefined();
    // (On a phone the menu is collapsed, so look at hidden links too.)
    await page.getByRole('navigation', { name: 'Main', includeHidden: true }).getByRole('link', { name: 'Log In', includeHidden: true }).waitFor({ state: 'attached' });
    await page.close();
  });

  it('shows the server error text when the accounts service is down', async () => {
    const page = await openLogin(375);
    await session.stack.kill('accounts');
    try {
      await page.getByLabel('Email address').fill('someone@example.com');
      const registered = page.waitForResponse((response) => response.url().endsWith('/api/register'));
      await page.getByRole('button', { name: 'Continue with Email' }).click();
      const response = await registered;
      expect(response.status()).toBeGreaterThanOrEqual(500);
      const body = (await response.json()) as { error?: string };
      const expected = body.error ?? MESSAGES.loginFailed;
      await page.locator('.account__error').getByText(expected).waitFor();
      expect(await page.getByRole('button', { name: 'Continue with Email' }).isEnabled()).toBe(true);
      expect(await userCookie()).toBeUndefined();
    } finally {
      await session.stack.start('accounts');
    }
    await page.close();
  });

  it('/login has no serious accessibility problems; screenshots at 375 and 1280', async () => {
    for (const width of [375, 1280]) {
      const page = await openLogin(width);
      expect(describeViolations(await axeScan(page))).toBe('');
      await saveScreenshot(page, 'login');
      // The error state too.
      await page.getByRole('button', { name: 'Continue with Email' }).click();
      await page.getByText(MESSAGES.emailRequired).waitFor();
      expect(describeViolations(await axeScan(page))).toBe('');
      await page.close();
    }
  });
});
