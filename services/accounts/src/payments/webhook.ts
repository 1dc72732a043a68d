import Stripe from 'stripe';
import type { Logger } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';
import type { PaymentEventLog } from './payment-events';
import type { StripeSubscriptions } from './subscriptions';

/** What the webhook did with a verified event (answered to Stripe as JSON, and logged). */
export type WebhookOutcome =
  | { handled: 'paid'; userId: string }
  | { handled: 'unpaid'; userId: string }
  | { handled: 'duplicate' }
  | { handled: 'ignored'; reason: string };

const header = (signature: string) => signature.split(',').map((item) => item.split('='));

/** How far a signature's timestamp may be from now, either way (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook delivery with the SDK's own check (HMAC-SHA256 of the raw body under STRIPE_WEBHOOK_SECRET, and a
 * timestamp no older than 5 minutes, which is what turns away a captured event replayed later), then the other side,
 * which the SDK leaves open: a timestamp more than 5 minutes ahead (a signature made for later use) is refused too.
 * Throws when it does not verify.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string, now = new Date()): Stripe.Event {
  if (!signature) throw new Error('no Stripe-Signature header');
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  // The timestamp the SDK signed over: read as its parseHeader reads it (the last "t=" item).
  const signedAt = header(signature).filter(([name]) => name === 't').map(([, value]) => parseInt(value, 10)).pop();
  if (!(signedAt !== undefined && signedAt - now.getTime() / 1000 <= WEBHOOK_TOLERANCE_SECONDS)) {
    throw new Error('Stripe-Signature timestamp is in the future');
  }
  return event;
}

const clientReference = (session: Stripe.Checkout.Session): string | undefined =>
  session.client_reference_id ?? session.metadata?.userId ?? undefined;

/**
 * Acts on a verified event once per event id: a completed checkout (paid now, or a trial that needs no payment yet)
 * or a delayed payment that succeeded marks the `client_reference_id` account paid; a subscription that ended marks
 * the account in its metadata free again. Everything else is acknowledged and left alone.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  deps: {
    users: UserRepository; events: PaymentEventLog; logger: Logger; now?: () => Date;
    /** Where the paid account's subscription id is kept, so that deleting the account can cancel it. */
    subscriptions?: StripeSubscriptions;
  },
): Promise<WebhookOutcome> {
  const { users, events, logger } = deps;
  const now = deps.now ?? (() => new Date());
  if (await events.seen(event.id)) return { handled: 'duplicate' };

  let outcome: WebhookOutcome;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const userId = clientReference(session);
      if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
        // A delayed payment method (bank debit): async_payment_succeeded follows when the money arrives.
        outcome = { handled: 'ignored', reason: 'payment pending' };
      } else if (!userId) {
        outcome = { handled: 'ignored', reason: 'no client_reference_id' };
      } else if (!(await users.setPaid(userId, true))) {
        outcome = { handled: 'ignored', reason: 'unknown account' };
      } else {
        const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (subscriptionId) await deps.subscriptions?.add(subscriptionId, userId, now());
        outcome = { handled: 'paid', userId };
      }
      break;
    }
    case 'customer.subscription.deleted': {
      await deps.subscriptions?.remove(event.data.object.id);
      const userId = event.data.object.metadata?.userId;
      if (!userId) outcome = { handled: 'ignored', reason: 'subscription without a userId' };
      else if (!(await users.setPaid(userId, false))) outcome = { handled: 'ignored', reason: 'unknown account' };
      else outcome = { handled: 'unpaid', userId };
      break;
    }
    default:
      outcome = { handled: 'ignored', reason: 'event type not used' };
  }
  // Recorded after the change: should the store fail in between, Stripe's retry applies the same (idempotent) change.
  await events.record(event.id, event.type, now());
  if (outcome.handled === 'ignored' && outcome.reason !== 'event type not used') {
    logger.warn({ eventId: event.id, type: event.type, reason: outcome.reason }, 'payment event not applied');
  } else {
    logger.info({ eventId: event.id, type: event.type, handled: outcome.handled }, 'payment event');
  }
  return outcome;
}
