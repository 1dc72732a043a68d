import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Stripe API received: the form fields (bracketed keys as sent) and the headers. */
export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface LocalStripeApi {
  endpoint: { host: string; port: number; protocol: 'http' };
  calls: StripeCall[];
  /** Makes the next request (or the next `times`) answer with Stripe's error shape and this status. */
  failNext(status: number, times?: number): void;
  /** The subscriptions Stripe knows, by id, with their status ("active" until cancelled). */
  subscriptions: Map<string, { status: string; metadata: Record<string, string> }>;
  /** The recurring prices Stripe knows, by id (amount in cents). */
  prices: Map<string, { unitAmount: number; currency: string; interval: 'day' | 'week' | 'month' | 'year'; intervalCount: number }>;
  close(): Promise<void>;
}

/**
 * A local HTTP server that answers POST /v1/checkout/sessions the way api.stripe.com documents it
 * (https://docs.stripe.com/api/checkout/sessions/create → a Checkout Session object with id and url; errors as
 * { error: { type, message } }), so the real `stripe` SDK runs unchanged against it (host/port/protocol options).
 * Also GET and DELETE /v1/subscriptions/:id (https://docs.stripe.com/api/subscriptions/cancel → the subscription,
 * now "canceled"; an unknown id → 404 with code resource_missing), and GET /v1/prices/:id
 * (https://docs.stripe.com/api/prices/retrieve → a Price object with unit_amount, currency and recurring).
 */
export async function startLocalStripeApi(): Promise<LocalStripeApi> {
  const calls: StripeCall[] = [];
  const subscriptions: LocalStripeApi['subscriptions'] = new Map();
  const prices: LocalStripeApi['prices'] = new Map();
  let failure: { status: number; times: number } | null = null;
  let sequence = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      calls.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_test_${++sequence}`);
      const subscriptionId = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(req.url ?? '')?.[1];
      const priceId = req.method === 'GET' ? /^\/v1\/prices\/([A-Za-z0-9_]+)$/.exec(req.url ?? '')?.[1] : undefined;
      const known = req.method === 'POST' && req.url === '/v1/checkout/sessions'
        || (subscriptionId !== undefined && (req.method === 'GET' || req.method === 'DELETE')) || priceId !== undefined;
      if (!known) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` } }));
        return;
      }
      if (failure !== null) {
        res.statusCode = failure.status;
        failure = failure.times > 1 ? { ...failure, times: failure.times - 1 } : null;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe\'s end.' } }));
        return;
      }
      if (priceId !== undefined) {
        const price = prices.get(priceId);
        if (!price) {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', param: 'price', message: `No such price: '${priceId}'` } }));
          return;
        }
        res.end(JSON.stringify({
          id: priceId, object: 'price', active: true, currency: price.currency, unit_amount: price.unitAmount, type: 'recurring', livemode: false,
          recurring: { interval: price.interval, interval_count: price.intervalCount, usage_type: 'licensed', aggregate_usage: null, trial_period_days: null },
        }));
        return;
      }
      if (subscriptionId !== undefined) {
        const subscription = subscriptions.get(subscriptionId);
        if (!subscription) {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such subscription: '${subscriptionId}'` } }));
          return;
        }
        if (req.method === 'DELETE') subscription.status = 'canceled';
        res.end(JSON.stringify({ id: subscriptionId, object: 'subscription', status: subscription.status, metadata: subscription.metadata, livemode: false }));
        return;
      }
      const id = `cs_test_${String(sequence).padStart(4, '0')}`;
      res.end(JSON.stringify({
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata: { userId: form.get('metadata[userId]') },
        livemode: false,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    subscriptions,
    prices,
    failNext(status, times = 1) {
      failure = { status, times };
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
