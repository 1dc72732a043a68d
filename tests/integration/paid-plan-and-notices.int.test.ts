import Stripe from 'stripe';
import { signUp } from '../support/sign-up';
import { FREE_QUESTION_LIMIT, MESSAGES } from '@wonderkin/shared';
import { startStack, type Stack } from '../support/stack';

// Issue 8 through the whole stack (real processes, one Redis):
// - "A correctly signed checkout.session.completed marks the user paid (check-limits shows it; the fourth question is
//   accepted); a badly signed one is refused and changes nothing." The event goes through the gateway to the accounts
//   service as Stripe would send it (signed by the stripe SDK's own test helper); research asks accounts for the plan.
// - "When a creation is ready, an email (and an SMS …; else the SMS goes to the outbox too) with a link to it": the
//   media worker asks, the mail worker sends, the development mailbox (through the gateway) shows both.
jest.setTimeout(180_000);

const WEBHOOK_SECRET = 'whsec_stack_test_secret_0123456789';
const CHECKOUT_URL = 'https://buy.stripe.com/test_stack';

/** A browser: a cookie jar (the server session is an HttpOnly cookie). */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async fetch(urlPath: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.baseUrl}${urlPath}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }

  json(urlPath: string, body: unknown): Promise<Response> {
    return this.fetch(urlPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  ask(question: string): Promise<Response> {
    const form = new FormData();
    form.set('question', question);
    form.set('ageRange', '6-8');
    return this.fetch('/api/research', { method: 'POST', body: form });
  }

  async limits(): Promise<{ questionCount: number; limit: number; hasReachedLimit: boolean; isPaid: boolean }> {
    return (await this.fetch('/api/check-limits')).json() as never;
  }
}

describe('the paid plan and creation notices through the whole stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ label: 'paid-plan', env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, CHECKOUT_URL }, timeoutMs: 120_000 });
  }, 150_000);
  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  const webhook = (payload: string, signature: string) => fetch(`${stack.baseUrl}/api/payments/webhook`, {
    method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload,
  });
  const completed = (eventId: string, userId: string) => JSON.stringify({
    id: eventId, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), livemode: false,
    data: { object: { id: `cs_test_${eventId}`, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: userId } },
  });

  it('a signed-in free user at the limit pays: the webhook marks them paid, check-limits says so, the fourth question is accepted', async () => {
    const parent = new Browser(stack.baseUrl);
    await signUp(parent, stack.baseUrl, 'paying.parent@example.com');
    for (let i = 1; i <= FREE_QUESTION_LIMIT; i += 1) expect((await parent.ask(`Why do cats purr, part ${i}?`)).status).toBe(202);
    expect(await parent.limits()).toMatchObject({ hasReachedLimit: true, isPaid: false });
    const refused = await parent.ask('Why is the sea salty?');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.limitReached });

    // Checkout: the payment link carries this account (from the session, not from anything the page sent).
    const checkout = await parent.fetch('/api/payments/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(checkout.status).toBe(200);
    const link = new URL(((await checkout.json()) as { url: string }).url);
    const userId = link.searchParams.get('client_reference_id')!;
    expect(`${link.origin}${link.pathname}`).toBe(CHECKOUT_URL);

    // A forged event (signed with another secret) is refused and changes nothing.
    const forged = completed('evt_forged', userId);
    const forgedAnswer = await webhook(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_not_ours' }));
    expect(forgedAnswer.status).toBe(400);
    expect(await forgedAnswer.json()).toEqual({ error: MESSAGES.webhookSignatureInvalid });
    expect((await parent.ask('Why is the sea salty?')).status).toBe(403);

    // Stripe's event, correctly signed, through the gateway (its body reaches accounts byte for byte).
    const payload = completed('evt_stack_paid', userId);
    const answer = await webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, handled: 'paid' });

    expect(await parent.limits()).toMatchObject({ isPaid: true, hasReachedLimit: false });
    expect((await parent.ask('Why is the sea salty?')).status).toBe(202);
  });

  it('a creation made with email and SMS settings: once ready, one email and one text with its link reach the mailbox', async () => {
    type Listed = { id: string; to: string; subject: string };
    const mailbox = async () => ((await (await fetch(`${stack.baseUrl}/dev/mailbox?format=json`)).json()) as { messages: Listed[] }).messages;
    const textOf = async (message: Listed) => ((await (await fetch(`${stack.baseUrl}/dev/mailbox/${message.id}?format=json`)).json()) as { text: string }).text;
    // Issue 18: notices go to the signed-in account's own email and to a phone it verified with a texted code.
    const creator = new Browser(stack.baseUrl);
    await signUp(creator, stack.baseUrl, 'creator@example.com');
    expect((await creator.json('/api/account/phone/code', { phone: '+1 (415) 555-0100' })).status).toBe(202);
    let codeText: Listed | undefined;
    for (const deadline = Date.now() + 30_000; !codeText && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      codeText = (await mailbox()).find((message) => message.to === '+14155550100');
    }
    const code = /code: (\d{6})\./.exec(await textOf(codeText!))![1];
    expect((await creator.json('/api/account/phone/verify', { code })).status).toBe(200);

    // An anonymous request naming somebody's address and number is refused (the review's bombing recipe).
    const anonymous = await fetch(`${stack.baseUrl}/api/creations`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'Volcanoes', mode: 'quick', outputs: ['hardcopy-activity-book'], notify: { email: 'victim@example.com', phone: '+15005550100', sms: true } }),
    });
    expect(anonymous.status).toBe(400);

    const created = await creator.json('/api/creations', {
      topic: 'Volcanoes', mode: 'quick', outputs: ['hardcopy-activity-book'], childName: 'Maya', notify: { email: true, sms: true },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const link = `/create?creation=${id}`;
    const deadline = Date.now() + 150_000;
    let mine: Listed[] = [];
    while (Date.now() < deadline) {
      mine = (await mailbox()).filter((message) => (message.to.includes('creator@example.com') || message.to === '+14155550100')
        && !/sign-in link|Confirm your email|code:/.test(message.subject));
      if (mine.length >= 2) break;
      const state = (await (await fetch(`${stack.baseUrl}/api/creations/${id}`)).json()) as { status: string };
      if (state.status === 'failed') throw new Error('the creation failed');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(mine).toHaveLength(2);
    const email = mine.find((message) => message.to.includes('creator@example.com'))!;
    const text = mine.find((message) => message.to === '+14155550100')!;
    expect(email.subject).toBe('Your Wonderkin creation is ready');
    const emailBody = (await (await fetch(`${stack.baseUrl}/dev/mailbox/${email.id}?format=json`)).json()) as { text: string };
    const textBody = (await (await fetch(`${stack.baseUrl}/dev/mailbox/${text.id}?format=json`)).json()) as { text: string };
    expect(emailBody.text).toContain(link);
    expect(textBody.text).toMatch(new RegExp(`is ready! Open it here: https?://[^ ]+${link.replace(/[?]/g, '\\?')}$`));
    // The creation as any client reads it carries nothing of the settings.
    expect(await (await fetch(`${stack.baseUrl}/api/creations/${id}`)).json()).not.toHaveProperty('notify');
  });
});
