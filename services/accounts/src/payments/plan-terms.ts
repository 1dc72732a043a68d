import { TRIAL_DAYS, TRIAL_PRICE_USD, type PlanTerms } from '@wonderkin/shared';
import type { Config, Logger } from '@wonderkin/server-kit';
import type { CheckoutMode } from './checkout';
import type { Stripe } from './stripe-client';

// The terms every trial offer states (issue 19: "$1 trial" and never the price after it is not an offer a parent can
// judge). With Stripe keyed they are the recurring Price's own (read once, then kept; a failed read is tried again on
// the next ask); with a hosted payment link, PLAN_PRICE_USD every PLAN_INTERVAL; with no checkout, none.

export interface PlanTermsSource {
  /** The terms, or null when the plan's price cannot be read right now (nothing is then offered). */
  current(): Promise<PlanTerms | null>;
}

const trial = { trialPrice: TRIAL_PRICE_USD, trialDays: TRIAL_DAYS } as const;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function createPlanTerms(mode: CheckoutMode, config: Pick<Config, 'PLAN_PRICE_USD' | 'PLAN_INTERVAL' | 'STRIPE_PRICE_ID'>, stripe: Stripe | undefined, logger: Logger): PlanTermsSource {
  if (mode === 'none') return { current: async () => null };
  if (mode === 'payment-link' || !stripe || !config.STRIPE_PRICE_ID) {
    const terms: PlanTerms = { ...trial, price: config.PLAN_PRICE_USD, currency: 'usd', interval: config.PLAN_INTERVAL, intervalCount: 1 };
    return { current: async () => terms };
  }
  const priceId = config.STRIPE_PRICE_ID;
  let kept: PlanTerms | null = null;
  return {
    async current() {
      if (kept) return kept;
      try {
        const price = await stripe.prices.retrieve(priceId);
        const interval = INTERVALS.find((known) => known === price.recurring?.interval);
        if (!price.recurring || price.unit_amount === null || !interval) {
          logger.error({ priceId }, 'STRIPE_PRICE_ID is not a recurring price with an amount: no plan is offered');
          return null;
        }
        kept = {
          ...trial,
          // Stripe amounts are in the currency's smallest unit; every currency the plan is sold in has two decimals.
          price: price.unit_amount / 100,
          currency: price.currency,
          interval,
          intervalCount: price.recurring.interval_count,
        };
        return kept;
      } catch (error) {
        logger.warn({ err: error, priceId }, 'could not read the plan price from Stripe');
        return null;
      }
    },
  };
}
