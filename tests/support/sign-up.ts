import { until } from './cookie-browser';

/** A cookie-keeping client that can POST JSON (CookieBrowser and the suites' own). */
export interface JsonClient {
  json(path: string, body: unknown): Promise<Response>;
}

// Registration and sign-in finish by an emailed link (issue 18). For whole-stack tests: the link is read from the
// development mailbox (the stack has no SMTP_URL; mail lands in the outbox) and used as a person would.

interface Listed { id: string; to: string; subject: string }

const SIGN_IN_SUBJECT = /sign-in link|Confirm your email/;

async function signInMessages(baseUrl: string, email: string): Promise<Listed[]> {
  const { messages } = (await (await fetch(`${baseUrl}/dev/mailbox?format=json`)).json()) as { messages: Listed[] };
  return messages.filter((message) => message.to === email && SIGN_IN_SUBJECT.test(message.subject));
}

/** The token of the newest sign-in email to `email` that is not among `seen` (ids read before the link was asked). */
export async function newestSignInToken(baseUrl: string, email: string, seen: ReadonlySet<string> = new Set()): Promise<string> {
  const message = await until(`a sign-in email to ${email}`, async () => (await signInMessages(baseUrl, email)).find((each) => !seen.has(each.id)));
  const { text } = (await (await fetch(`${baseUrl}/dev/mailbox/${message.id}?format=json`)).json()) as { text: string };
  const token = /\/login\?token=([a-f0-9]{64})/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-in link in the email to ${email}`);
  return token;
}

/** Asks for a link to `email` (POST /api/register) and answers the token emailed for it. */
export async function requestSignInToken(browser: JsonClient, baseUrl: string, email: string): Promise<string> {
  const seen = new Set((await signInMessages(baseUrl, email)).map((message) => message.id));
  const asked = await browser.json('/api/register', { email });
  if (asked.status !== 200) throw new Error(`register answered ${asked.status}: ${await asked.text()}`);
  return newestSignInToken(baseUrl, email, seen);
}

/** Registers or signs `browser` in as `email` through the emailed link; answers the account's id. */
export async function signUp(browser: JsonClient, baseUrl: string, email: string): Promise<{ userId: string; created: boolean }> {
  const token = await requestSignInToken(browser, baseUrl, email.trim().toLowerCase());
  const verified = await browser.json('/api/login/verify', { token });
  if (verified.status !== 200) throw new Error(`login/verify answered ${verified.status}: ${await verified.text()}`);
  return (await verified.json()) as { userId: string; created: boolean };
}
