import { TRIAL_DAYS, TRIAL_PRICE_USD, SUBSCRIPTION_ITEM, type User } from '@wonderkin/shared';
import type { Config } from '@wonderkin/server-kit';
import type { Stripe } from './stripe-client';

/** How the upgrade buttons take a payment, from the settings: Stripe Checkout, a hosted payment link, or not at all. */
export type CheckoutMode = 'stripe' | 'payment-link' | 'none';

export interface CheckoutSettings {
  publicUrl: string;
  priceId?: string;
  checkoutUrl?: string;
}

export function checkoutSettings(config: Pick<Config, 'PUBLIC_URL' | 'STRIPE_PRICE_ID' | 'CHECKOUT_URL'>): CheckoutSettings {
  return { publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''), priceId: config.STRIPE_PRICE_ID, checkoutUrl: config.CHECKOUT_URL };
}

export function checkoutMode(settings: CheckoutSettings, stripe: Stripe | undefined): CheckoutMode {
  if (stripe && settings.priceId) return 'stripe';
  if (settings.checkoutUrl) return 'payment-link';
  return 'none';
}

/** Where Stripe sends the buyer back: /downloads with the session id (the page sends the purchase event once per id). */
export function successUrl(settings: CheckoutSettings): string {
  // {CHECKOUT_SESSION_ID} is filled in by Stripe; it must reach Stripe unescaped.
  return `${settings.publicUrl}/downloads?success=true&session_id={CHECKOUT_SESSION_ID}`;
}

/** The hosted payment link with the account's id as client_reference_id (Stripe hands it back in the webhook). */
export function paymentLinkFor(checkoutUrl: string, userId: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('client_reference_id', userId);
  return url.toString();
}

/**
 * A Stripe Checkout Session for the paid plan: a subscription to STRIPE_PRICE_ID with the spec's trial (TRIAL_DAYS
 * days, TRIAL_PRICE_USD charged now as a one-time line on the first invoice). The user id travels as
 * client_reference_id (the webhook marks that account paid) and in the subscription's metadata (so its end can be
 * matched to the account again).
 */
export async function createCheckoutSession(stripe: Stripe, settings: CheckoutSettings, user: User, returnPath: string): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    client_reference_id: user.userId,
    customer_email: user.email,
    line_items: [
      { price: settings.priceId!, quantity: SUBSCRIPTION_ITEM.quantity },
      {
        price_data: { currency: 'usd', unit_amount: Math.round(TRIAL_PRICE_USD * 100), product_data: { name: `${TRIAL_DAYS}-day trial` } },
        quantity: 1,
      },
    ],
    subscription_data: { trial_period_days: TRIAL_DAYS, metadata: { userId: user.userId } },
    metadata: { userId: user.userId },
    success_url: successUrl(settings),
    cancel_url: `${settings.publicUrl}${returnPath}`,
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  return session.url;
}
