import type { Page } from 'playwright-core';
import { newestSignInToken } from './sign-up';

interface Listed { id: string; to: string }

/** Ids of the mail to `email` so far: the next sign-in email is the first one not among them. */
export async function mailIdsTo(baseUrl: string, email: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/dev/mailbox?format=json`);
  const body = await response.text();
  if (!response.ok) throw new Error(`the development mailbox answered ${response.status}: ${body.slice(0, 300)}`);
  const { messages } = JSON.parse(body) as { messages: Listed[] };
  return new Set(messages.filter((message) => message.to === email).map((message) => message.id));
}

/**
 * Signs `page`'s browser in as `email` as a person does (issue 18): types the address at /login, is told to check
 * their email, opens the emailed link (read from the development mailbox) in the same browser and clicks the button
 * that names the account. Answers the account id.
 */
export async function signInInBrowser(page: Page, baseUrl: string, email: string): Promise<string> {
  const seen = await mailIdsTo(baseUrl, email);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByText(/Check your email for a sign-in link/).waitFor();
  const token = await newestSignInToken(baseUrl, email, seen);
  return openSignInLink(page, `${baseUrl}/login?token=${token}`);
}

/** Opens an emailed sign-in link and clicks its button ("Sign in as …", "Create my account" or "Switch to …"). */
export async function openSignInLink(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/login/verify'));
  await page.getByTestId('sign-in-link').getByRole('button', { name: /^(Sign in as|Create my account|Switch to)/ }).click();
  const { userId } = (await (await verified).json()) as { userId: string };
  await page.waitForURL(/\/ask$/);
  return userId;
}
