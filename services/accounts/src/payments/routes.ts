import { Router } from 'express';
import { CheckoutRequestSchema, MESSAGES } from '@wonderkin/shared';
import { HttpError, parseOr400, sessionUserId, type Config, type Logger, type Store } from '@wonderkin/server-kit';
import type { UserRepository } from '../store/users';
import { checkoutMode, checkoutSettings, createCheckoutSession, paymentLinkFor } from './checkout';
import { createPaymentEventLog } from './payment-events';
import { createPlanTerms } from './plan-terms';
import { createStripeSubscriptions } from './subscriptions';
import type { Stripe } from './stripe-client';
import { handleStripeEvent, verifyStripeEvent } from './webhook';

/** The webhook's path: the app keeps its body raw (createServiceApp rawBodyPaths) for the signature check. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';
const DEFAULT_RETURN_PATH = '/downloads';

export interface PaymentRoutesDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'STRIPE_PRICE_ID' | 'CHECKOUT_URL' | 'STRIPE_WEBHOOK_SECRET' | 'PLAN_PRICE_USD' | 'PLAN_INTERVAL'>;
  users: UserRepository;
  store: Store;
  logger: Logger;
  /** The Stripe API client (createStripeClient); unset: no Stripe Checkout. */
  stripe?: Stripe;
}

/**
 * The paid plan: GET /api/payments/status (can the buttons sell?), POST /api/payments/checkout (signed-in only → { url }
 * of a Stripe Checkout Session or of the hosted payment link) and POST /api/payments/webhook (Stripe's signed events).
 * The account is always the session's: nothing in the request names who pays.
 */
export function paymentRoutes({ config, users, store, logger, stripe }: PaymentRoutesDeps): Router {
  const router = Router();
  const settings = checkoutSettings(config);
  const mode = checkoutMode(settings, stripe);
  const events = createPaymentEventLog(store);
  const subscriptions = createStripeSubscriptions(store);

  const planTerms = createPlanTerms(mode, config, stripe, logger);

  // Available only with terms to state beside the offer: a plan whose price cannot be read is not sold.
  router.get('/api/payments/status', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const terms = await planTerms.current();
    res.json(terms ? { available: true, terms } : { available: false });
  });

  router.post('/api/payments/checkout', async (req, res) => {
    const { returnPath = DEFAULT_RETURN_PATH } = parseOr400(CheckoutRequestSchema, req.body ?? {});
    if (mode === 'none') throw new HttpError(503, MESSAGES.paymentsNotSetUp);
    const userId = sessionUserId(req);
    const user = userId ? await users.findById(userId) : null;
    if (!user) throw new HttpError(401, MESSAGES.signInToUpgrade);
    if (user.isPaid) throw new HttpError(409, MESSAGES.alreadyPaid);
    res.setHeader('Cache-Control', 'no-store');
    if (mode === 'payment-link') {
      res.json({ url: paymentLinkFor(settings.checkoutUrl!, user.userId) });
      return;
    }
    try {
      res.json({ url: await createCheckoutSession(stripe!, settings, user, returnPath) });
    } catch (error) {
      logger.error({ err: error, requestId: res.locals.requestId }, 'could not create a Stripe checkout session');
      throw new HttpError(502, MESSAGES.checkoutFailed);
    }
  });

  router.post(PAYMENT_WEBHOOK_PATH, async (req, res) => {
    if (!config.STRIPE_WEBHOOK_SECRET) throw new HttpError(503, MESSAGES.paymentsNotSetUp);
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = verifyStripeEvent(raw, req.header('stripe-signature'), config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      logger.warn({ err: (error as Error).message, requestId: res.locals.requestId }, 'payment webhook refused: signature does not verify');
      throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
    }
    const outcome = await handleStripeEvent(event, { users, events, logger, subscriptions });
    // 200 for a duplicate too: Stripe retries anything else for days, and there is nothing left to do.
    res.json({ received: true, handled: outcome.handled });
  });

  return router;
}
