import { z } from 'zod';
import type { Logger, Store } from '@wonderkin/server-kit';
import type { Stripe } from './stripe-client';

// The Stripe subscription of each paying account (issue 18): a deleted account must not go on being charged, and the
// webhook is the only place that learns the subscription's id. Only Stripe's ids and our user id are kept.

const SubscriptionDocSchema = z.object({
  /** Stripe's subscription id (sub_…). */
  id: z.string().min(1),
  userId: z.string(),
  createdAt: z.string(),
});
type SubscriptionDoc = z.infer<typeof SubscriptionDocSchema>;

export interface StripeSubscriptions {
  /** Records a subscription of an account (a checkout completed); recording it again changes nothing. */
  add(subscriptionId: string, userId: string, now: Date): Promise<void>;
  listByUser(userId: string): Promise<string[]>;
  /** Forgets a subscription (it ended, or it was cancelled with the account). */
  remove(subscriptionId: string): Promise<void>;
}

export function createStripeSubscriptions(store: Store): StripeSubscriptions {
  const docs = store.collection<SubscriptionDoc>('stripe_subscriptions', { schema: SubscriptionDocSchema, indexes: ['userId'] });
  return {
    async add(subscriptionId, userId, now) {
      await docs.insertIfAbsent({ id: subscriptionId, userId, createdAt: now.toISOString() });
    },
    listByUser: async (userId) => (await docs.find({ userId })).map((doc) => doc.id),
    async remove(subscriptionId) {
      await docs.delete(subscriptionId);
    },
  };
}

export interface SubscriptionCancelDeps {
  subscriptions: StripeSubscriptions;
  /** The Stripe API client; absent when STRIPE_SECRET_KEY is not set (a hosted payment link sold the plan). */
  stripe?: Stripe;
  logger: Logger;
}

/** What cancelling a deleted account's subscriptions did; `failed` ones are still recorded, for the next try. */
export interface SubscriptionCancellation { cancelled: number; failed: number }

/**
 * Cancels, at once, every Stripe subscription of the account (DELETE /v1/subscriptions/:id) and forgets it. One Stripe
 * no longer knows (already cancelled and gone) counts as cancelled. One that fails stays recorded and counts as failed:
 * the caller retries (the user.deleted event is retried with backoff). Without an API key nothing can be cancelled
 * here: the operator is told which subscription to cancel by hand, and the record goes with the account.
 */
export async function cancelStripeSubscriptions(deps: SubscriptionCancelDeps, userId: string): Promise<SubscriptionCancellation> {
  const result: SubscriptionCancellation = { cancelled: 0, failed: 0 };
  for (const subscriptionId of await deps.subscriptions.listByUser(userId)) {
    if (!deps.stripe) {
      deps.logger.error({ subscriptionId }, 'a deleted account had a Stripe subscription and no STRIPE_SECRET_KEY is set: cancel it in the Stripe dashboard');
      await deps.subscriptions.remove(subscriptionId);
      continue;
    }
    try {
      await deps.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if (!(await alreadyOver(deps.stripe, subscriptionId, error))) {
        deps.logger.warn({ subscriptionId, err: (error as Error).message }, 'could not cancel the Stripe subscription of a deleted account');
        result.failed += 1;
        continue;
      }
    }
    await deps.subscriptions.remove(subscriptionId);
    result.cancelled += 1;
  }
  return result;
}

/** A cancel refused because there is nothing left to cancel: Stripe no longer knows it, or it is cancelled already. */
async function alreadyOver(stripe: Stripe, subscriptionId: string, error: unknown): Promise<boolean> {
  if ((error as { code?: string }).code === 'resource_missing') return true;
  return stripe.subscriptions.retrieve(subscriptionId).then((subscription) => subscription.status === 'canceled', () => false);
}
