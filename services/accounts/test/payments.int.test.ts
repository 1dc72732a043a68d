import fs from 'node:fs';
import http from 'node:http';
import request from 'supertest';
import Stripe from 'stripe';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@wonderkin/shared';
import { closeServer, createLogger, createSessionRedis, listen, loadConfig, openStore, type Config, type Store } from '@wonderkin/server-kit';
import { signInByLink } from './support/sign-in';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { createStripeClient } from '../src/payments/stripe-client';
import { startLocalStripeApi, type LocalStripeApi } from './support/stripe-api';

// Issue 8, "Paid plan": checkout for the signed-in account (Stripe Checkout through the real SDK against a local server
// answering in Stripe's documented shape, or a hosted payment link), and the webhook that marks the account paid once,
// verified with the SDK's own signature check on the raw body (events signed here with generateTestHeaderString).

const PUBLIC_URL = 'https://wonderkin.example.org';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const PRICE_ID = 'price_test_weekly4usd';
const logger = createLogger('payments-test', 'silent');

/** A Stripe event as Stripe sends it (the fields the webhook reads, in the documented envelope). */
function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object },
  });
}
const completedCheckout = (eventId: string, userId: string, extra: Record<string, unknown> = {}) => stripeEvent(eventId, 'checkout.session.completed', {
  id: `cs_test_${eventId}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid',
  client_reference_id: userId, subscription: 'sub_test_1', customer: 'cus_test_1', ...extra,
});
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('the paid plan (accounts)', () => {
  const env = isolatedTestEnv('payments');
  let stripeApi: LocalStripeApi;
  let config: Config;
  let store: Store;
  let redis: Redis;
  const servers: http.Server[] = [];

  /** An accounts app with these settings (sharing the store and sessions), listening on an ephemeral port. */
  async function accountsWith(overrides: Record<string, string>, withStripe: boolean): Promise<http.Server> {
    const appConfig = loadConfig({ ...process.env, ...env, PUBLIC_URL, ...overrides });
    const stripe = withStripe ? createStripeClient(appConfig, stripeApi.endpoint) : undefined;
    const server = http.createServer(createApp({ config: appConfig, logger, store, redis, stripe }));
    await listen(server, 0, '127.0.0.1');
    servers.push(server);
    return server;
  }

  let stripeServer: http.Server;
  let linkServer: http.Server;
  let bareServer: http.Server;

  beforeAll(async () => {
    stripeApi = await startLocalStripeApi();
    stripeApi.prices.set(PRICE_ID, { unitAmount: 899, currency: 'usd', interval: 'month', intervalCount: 1 });
    config = loadConfig({ ...process.env, ...env, PUBLIC_URL });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    stripeServer = await accountsWith({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: PRICE_ID, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, true);
    linkServer = await accountsWith({ CHECKOUT_URL: 'https://buy.stripe.com/test_abc123?prefilled_promo_code=KIDS', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, false);
    bareServer = await accountsWith({}, false);
  }, 30_000);

  afterAll(async () => {
    for (const server of servers) await closeServer(server);
    await redis?.quit();
    await store?.close();
    await stripeApi?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** A browser signed in by a link to a new email, with its user id. */
  const signedInBrowser = (server: http.Server, email: string) => signInByLink(server, store, email);
  const isPaid = async (userId: string) => (await request(stripeServer).get(`/internal/users/${userId}`)).body.isPaid as boolean;

  describe('checkout', () => {
    it('with Stripe keyed: a Checkout Session for the signed-in account (subscription, 7-day trial, $1 now), its url answered', async () => {
      const { browser, userId } = await signedInBrowser(stripeServer, 'buyer@example.com');
      // The terms beside every trial offer are the Stripe price's own: $1 for 7 days, then $8.99 a month.
      expect((await browser.get('/api/payments/status')).body).toEqual({
        available: true, terms: { trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 },
      });
      const res = await browser.post('/api/payments/checkout').send({ returnPath: '/subscription' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const call = stripeApi.calls.at(-1)!;
      expect(res.body).toEqual({ url: `https://checkout.stripe.com/c/pay/${/cs_test_\d+/.exec(res.body.url)![0]}` });
      expect(call.headers.authorization).toBe('Bearer sk_test_local');
      expect(call.headers['idempotency-key']).toBeTruthy();
      const form = Object.fromEntries(call.form);
      expect(form).toMatchObject({
        mode: 'subscription',
        client_reference_id: userId,
        customer_email: 'buyer@example.com',
        'line_items[0][price]': PRICE_ID,
        'line_items[0][quantity]': '1',
        'line_items[1][price_data][unit_amount]': '100',
        'line_items[1][price_data][currency]': 'usd',
        'subscription_data[trial_period_days]': '7',
        'subscription_data[metadata][userId]': userId,
        success_url: `${PUBLIC_URL}/downloads?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/subscription`,
      });
    });

    it('a userId in the body changes nothing: the account is the session\'s', async () => {
      const { browser, userId } = await signedInBrowser(stripeServer, 'honest@example.com');
      const res = await browser.post('/api/payments/checkout').send({ userId: 'someone-else', client_reference_id: 'someone-else' });
      expect(res.status).toBe(200);
      expect(stripeApi.calls.at(-1)!.form.get('client_reference_id')).toBe(userId);
      expect(stripeApi.calls.at(-1)!.form.get('cancel_url')).toBe(`${PUBLIC_URL}/downloads`);
    });

    it('signed out: 401 asking to register or sign in first, and Stripe is never called', async () => {
      const before = stripeApi.calls.length;
      const res = await request(stripeServer).post('/api/payments/checkout').send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.signInToUpgrade });
      expect(stripeApi.calls.length).toBe(before);
    });

    it.each([['//evil.example/phish'], ['https://evil.example/'], ['/\\evil'], [42]])('a return path %p that leaves the site: 400', async (returnPath) => {
      const { browser } = await signedInBrowser(stripeServer, `return-${String(returnPath).length}@example.com`);
      const res = await browser.post('/api/payments/checkout').send({ returnPath });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.checkoutReturnPath });
    });

    it('Stripe failing: 502 in our words (the SDK\'s text never reaches the page)', async () => {
      const { browser } = await signedInBrowser(stripeServer, 'unlucky@example.com');
      stripeApi.failNext(400);
      const res = await browser.post('/api/payments/checkout').send({});
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: MESSAGES.checkoutFailed });
    });

    it('a plan whose Stripe price cannot be read is not offered (no terms, no sale), and is offered again once it can', async () => {
      const missing = await accountsWith({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: 'price_not_there', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, true);
      expect((await request(missing).get('/api/payments/status')).body).toEqual({ available: false });
      stripeApi.prices.set('price_not_there', { unitAmount: 4000, currency: 'usd', interval: 'year', intervalCount: 1 });
      expect((await request(missing).get('/api/payments/status')).body).toMatchObject({ available: true, terms: { price: 40, interval: 'year' } });
    });

    it('with only CHECKOUT_URL: the hosted payment link with the account as client_reference_id', async () => {
      // Its terms are the configured ones (PLAN_PRICE_USD every PLAN_INTERVAL; $4 a month by default).
      expect((await request(linkServer).get('/api/payments/status')).body).toEqual({
        available: true, terms: { trialPrice: 1, trialDays: 7, price: 4, currency: 'usd', interval: 'month', intervalCount: 1 },
      });
      const { browser, userId } = await signedInBrowser(linkServer, 'link-buyer@example.com');
      const res = await browser.post('/api/payments/checkout').send({});
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://buy.stripe.com/test_abc123');
      expect(url.searchParams.get('client_reference_id')).toBe(userId);
      expect(url.searchParams.get('prefilled_promo_code')).toBe('KIDS');
    });

    it('with neither: status says unavailable and checkout answers 503 "Payments are not set up yet."', async () => {
      expect((await request(bareServer).get('/api/payments/status')).body).toEqual({ available: false });
      const { browser } = await signedInBrowser(bareServer, 'early@example.com');
      const res = await browser.post('/api/payments/checkout').send({});
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.paymentsNotSetUp });
      // No secret, no webhook: an event is refused rather than trusted.
      const payload = completedCheckout('evt_bare', 'x');
      expect((await request(bareServer).post('/api/payments/webhook').set('stripe-signature', sign(payload)).type('json').send(payload)).status).toBe(503);
    });
  });

  describe('webhook', () => {
    const deliver = (payload: string, signature: string | null, server = stripeServer) => {
      const req = request(server).post('/api/payments/webhook').set('content-type', 'application/json; charset=utf-8');
      return (signature === null ? req : req.set('stripe-signature', signature)).send(payload);
    };

    it('a correctly signed checkout.session.completed marks the client_reference_id account paid, once; a replay changes nothing', async () => {
      const { browser, userId } = await signedInBrowser(stripeServer, 'payer@example.com');
      expect(await isPaid(userId)).toBe(false);
      const payload = completedCheckout('evt_paid_1', userId);
      const res = await deliver(payload, sign(payload));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, handled: 'paid' });
      expect(await isPaid(userId)).toBe(true);
      expect((await browser.get('/api/me')).body).toMatchObject({ isPaid: true });
      // Already paid: no second subscription is sold.
      expect((await browser.post('/api/payments/checkout').send({})).status).toBe(409);

      // The subscription ends (metadata carries the account): free again.
      const ended = stripeEvent('evt_ended_1', 'customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription', status: 'canceled', metadata: { userId } });
      expect((await deliver(ended, sign(ended))).body).toEqual({ received: true, handled: 'unpaid' });
      expect(await isPaid(userId)).toBe(false);

      // The same completed event delivered again (Stripe's retry, or someone replaying it freshly signed): nothing changes.
      const replay = await deliver(payload, sign(payload));
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, handled: 'duplicate' });
      expect(await isPaid(userId)).toBe(false);
    });

    it.each([
      ['no Stripe-Signature header', null],
      ['a signature made with another secret', 'other'],
      ['a header that is not a signature', 'garbage'],
      ['a captured signature replayed after the 5-minute tolerance', 'old'],
      ['a signature dated an hour ahead (the tolerance holds both ways)', 'future'],
    ])('%s: 400, nothing changes', async (_label, kind) => {
      const { userId } = await signedInBrowser(stripeServer, `forger-${String(kind)}@example.com`);
      const payload = completedCheckout(`evt_forged_${String(kind)}`, userId);
      const signature = kind === null ? null
        : kind === 'other' ? sign(payload, 'whsec_not_ours')
          : kind === 'garbage' ? 't=1,v1=deadbeef'
            : sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + (kind === 'future' ? 3600 : -3600));
      const res = await deliver(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.webhookSignatureInvalid });
      expect(await isPaid(userId)).toBe(false);
    });

    it('a correctly signed body that was altered on the way: 400 (the signature covers the exact bytes)', async () => {
      const { userId } = await signedInBrowser(stripeServer, 'tamper@example.com');
      const original = completedCheckout('evt_tamper', 'nobody');
      const altered = original.replace('"nobody"', JSON.stringify(userId));
      expect((await deliver(altered, sign(original))).status).toBe(400);
      // Whitespace matters too: the JSON parser must not have rewritten the body before the check.
      const spaced = completedCheckout('evt_spaced', userId).replace('{', '{ ');
      expect((await deliver(spaced, sign(spaced))).body).toEqual({ received: true, handled: 'paid' });
      expect(await isPaid(userId)).toBe(true);
    });

    it('a checkout still waiting for its money, or for an unknown account, is acknowledged and marks nobody', async () => {
      const { userId } = await signedInBrowser(stripeServer, 'bank-debit@example.com');
      const pending = completedCheckout('evt_pending', userId, { payment_status: 'unpaid' });
      expect((await deliver(pending, sign(pending))).body).toEqual({ received: true, handled: 'ignored' });
      expect(await isPaid(userId)).toBe(false);
      const succeeded = completedCheckout('evt_async_ok', userId).replace('checkout.session.completed', 'checkout.session.async_payment_succeeded');
      expect((await deliver(succeeded, sign(succeeded))).body).toEqual({ received: true, handled: 'paid' });
      expect(await isPaid(userId)).toBe(true);

      const stranger = completedCheckout('evt_unknown', 'no-such-user');
      expect((await deliver(stranger, sign(stranger))).body).toEqual({ received: true, handled: 'ignored' });
    });

    it('events of a payment link (client_reference_id from the link) mark the account paid the same way', async () => {
      const { browser, userId } = await signedInBrowser(linkServer, 'link-payer@example.com');
      const link = new URL((await browser.post('/api/payments/checkout').send({})).body.url);
      const payload = completedCheckout('evt_link_1', link.searchParams.get('client_reference_id')!);
      expect((await deliver(payload, sign(payload), linkServer)).body).toEqual({ received: true, handled: 'paid' });
      expect(await isPaid(userId)).toBe(true);
    });
  });
});
