import Stripe from 'stripe';
import type { Config } from '@wonderkin/server-kit';

export type { Stripe };

/** Where the SDK sends its API calls: api.stripe.com unless told otherwise (tests point it at a local server). */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * The Stripe API client, or undefined when STRIPE_SECRET_KEY is not set. A checkout must answer the page quickly:
 * a short timeout and one retry (the SDK retries with an idempotency key, so a retried create makes one session).
 */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY'>, endpoint?: StripeEndpoint): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'wonderkin-accounts' },
    ...(endpoint ?? {}),
  });
}
