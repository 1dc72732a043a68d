import fs from 'node:fs';
import http from 'node:http';
import Stripe from 'stripe';
import type { Redis } from 'ioredis';
import {
  closeServer, createEventPublisher, createLogger, createSessionRedis, listen, loadConfig, openStore,
  type Config, type EventPublisher, type ServiceEvents, type Store,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createApp } from '../src/app';
import { startAccountsEvents } from '../src/account/events';
import { createMailQueue, type MailQueue } from '../src/mail/queue';
import { createStripeClient } from '../src/payments/stripe-client';
import { createStripeSubscriptions } from '../src/payments/subscriptions';
import { signInByLink } from './support/sign-in';
import { startLocalStripeApi, type LocalStripeApi } from './support/stripe-api';
import { until } from '../../../tests/support/cookie-browser';

// Issue 18: deleting an account cancels its Stripe subscription, so a deleted family is not charged again. The webhook
// keeps the subscription's id when a checkout completes; user.deleted cancels it through the real SDK against a local
// server answering in Stripe's documented shape, and keeps trying (the event's backoff) while Stripe fails.

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const logger = createLogger('deletion-payments-test', 'silent');


describe('deleting an account cancels its Stripe subscription', () => {
  const env = isolatedTestEnv('deletion-payments');
  let stripeApi: LocalStripeApi;
  let config: Config;
  let store: Store;
  let redis: Redis;
  let mailQueue: MailQueue;
  let publisher: EventPublisher;
  let accountEvents: ServiceEvents;
  let server: http.Server;

  beforeAll(async () => {
    stripeApi = await startLocalStripeApi();
    config = loadConfig({
      ...process.env, ...env, STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: 'price_test', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR });
    redis = createSessionRedis(config.REDIS_URL);
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    mailQueue = createMailQueue(settings);
    publisher = createEventPublisher(settings);
    const stripe = createStripeClient(config, stripeApi.endpoint);
    accountEvents = startAccountsEvents({ config, logger, store, redis, mailQueue, stripe, events: publisher });
    server = http.createServer(createApp({ config, logger, store, redis, stripe, mailQueue, events: publisher }));
    await listen(server, 0, '127.0.0.1');
  }, 30_000);

  afterAll(async () => {
    await closeServer(server);
    await accountEvents?.close();
    await publisher?.close();
    await mailQueue?.close();
    await redis?.quit();
    await store?.close();
    await stripeApi?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** A signed-in account that paid: Stripe's checkout.session.completed for a subscription Stripe knows. */
  async function payingAccount(email: string, subscriptionId: string) {
    const { browser, userId } = await signInByLink(server, store, email);
    stripeApi.subscriptions.set(subscriptionId, { status: 'active', metadata: { userId } });
    const payload = JSON.stringify({
      id: `evt_${subscriptionId}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), livemode: false,
      data: { object: {
        id: `cs_${subscriptionId}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid',
        client_reference_id: userId, subscription: subscriptionId, customer: 'cus_test_1',
      } },
    });
    const paid = await browser.post('/api/payments/webhook').set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).send(payload);
    expect(paid.body).toEqual({ received: true, handled: 'paid' });
    return { browser, userId };
  }

  const cancelCalls = (subscriptionId: string) =>
    stripeApi.calls.filter((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${subscriptionId}`);
  const recorded = (userId: string) => createStripeSubscriptions(store).listByUser(userId);

  it('cancels the subscription at once and forgets its id; another account\'s stays', async () => {
    const ann = await payingAccount('ann.pays@example.com', 'sub_ann_1');
    const bob = await payingAccount('bob.pays@example.com', 'sub_bob_1');
    expect(await recorded(ann.userId)).toEqual(['sub_ann_1']);

    expect((await ann.browser.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(202);
    await until('the cancellation', async () => stripeApi.subscriptions.get('sub_ann_1')!.status === 'canceled' && (await recorded(ann.userId)).length === 0);
    expect(cancelCalls('sub_ann_1')).toHaveLength(1);
    expect(cancelCalls('sub_ann_1')[0].headers.authorization).toBe('Bearer sk_test_local');
    expect(stripeApi.subscriptions.get('sub_bob_1')!.status).toBe('active');
    expect(await recorded(bob.userId)).toEqual(['sub_bob_1']);
  });

  it('while Stripe fails, the rest is deleted at once and the cancellation is tried again until it works', async () => {
    const cat = await payingAccount('cat.pays@example.com', 'sub_cat_1');
    // The first attempt and the SDK's own retry both fail: the event comes back after its backoff (5 s).
    stripeApi.failNext(500, 2);
    expect((await cat.browser.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(202);
    expect((await cat.browser.get('/api/me')).body).toEqual({ signedIn: false });
    await until('the cancellation after Stripe is back', async () => stripeApi.subscriptions.get('sub_cat_1')!.status === 'canceled', 30_000);
    expect(await recorded(cat.userId)).toEqual([]);
  }, 40_000);

  it('a subscription Stripe no longer knows counts as cancelled (nothing left to retry)', async () => {
    const dan = await payingAccount('dan.pays@example.com', 'sub_dan_1');
    stripeApi.subscriptions.delete('sub_dan_1');
    expect((await dan.browser.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(202);
    await until('the subscription forgotten', async () => (await recorded(dan.userId)).length === 0);
    expect(cancelCalls('sub_dan_1')).toHaveLength(1);
  });

  it('the end of a subscription (customer.subscription.deleted) forgets its id too', async () => {
    const eve = await payingAccount('eve.pays@example.com', 'sub_eve_1');
    const payload = JSON.stringify({
      id: 'evt_eve_ended', object: 'event', type: 'customer.subscription.deleted', created: Math.floor(Date.now() / 1000), livemode: false,
      data: { object: { id: 'sub_eve_1', object: 'subscription', status: 'canceled', metadata: { userId: eve.userId } } },
    });
    const ended = await eve.browser.post('/api/payments/webhook').set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).send(payload);
    expect(ended.body).toEqual({ received: true, handled: 'unpaid' });
    expect(await recorded(eve.userId)).toEqual([]);
  });
});
