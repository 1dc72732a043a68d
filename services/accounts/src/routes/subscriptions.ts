import { createHmac } from 'node:crypto';
import { Router, type Request } from 'express';
import { MESSAGES, SubscribeRequestSchema, type SubscribeAnswer } from '@wonderkin/shared';
import { HttpError, parseOr400, type Logger } from '@wonderkin/server-kit';
import { queueWeeklyLesson, type MailQueue } from '../mail/queue';
import type { SubscriberRepository } from '../store/subscribers';
import { DEFAULT_TIME_ZONE } from '../weekly/schedule';

/** RFC 5321 caps an address at 254 characters; longer input is not an email. */
const EMAIL_MAX_LENGTH = 254;

export interface SubscriptionRoutesDeps {
  subscribers: SubscriberRepository;
  /** Where week 1 is queued; without one (an app built without Redis) subscribing answers 503 and stores nothing. */
  mailQueue?: Pick<MailQueue, 'add'>;
  logger: Logger;
  /** Keys the answer's reference (TOKEN_SECRET): the same for one email, whatever we hold for it. */
  referenceSecret: string;
  now?: () => Date;
}

/** The answer's `id`: derived from the email alone (not the subscription's id, which would differ for a new one). */
export const subscriptionReference = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`subscribe:${email}`).digest('hex').slice(0, 32);

/** The token of an unsubscribe call: in the query (links, RFC 8058 one-click), or a JSON body's `token`. */
function tokenOf(req: Request): string {
  if (typeof req.query.token === 'string') return req.query.token.trim();
  const body = req.body as { token?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.token === 'string' ? body.token.trim() : '';
}

/**
 * The free weekly lesson subscription (issue 8).
 * - POST /api/subscribe { email, childAge?, timezone? } → SubscribeAnswer: stores the subscriber once and queues week 1
 *   at once; subscribing again while subscribed changes and sends nothing. The answer is the same either way (and
 *   whether the email has an account or not), so nobody learns from it who subscribed.
 * - POST /api/unsubscribe?token=… → UnsubscribeAnswer: the unsubscribe page's button and the RFC 8058 one-click POST
 *   (body "List-Unsubscribe=One-Click", which needs no reading: the POST itself is the request).
 * - GET /api/unsubscribe?token=… changes nothing (mail scanners follow links): it sends the browser to the page that asks.
 */
export function subscriptionRoutes({ subscribers, mailQueue, logger, referenceSecret, now = () => new Date() }: SubscriptionRoutesDeps): Router {
  const router = Router();

  router.post('/api/subscribe', async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const input = parseOr400(SubscribeRequestSchema, body);
    if (input.email.length > EMAIL_MAX_LENGTH) throw new HttpError(400, MESSAGES.invalidEmail);
    if (!mailQueue) throw new HttpError(503, MESSAGES.serviceUnavailable);
    const { subscriber, created } = await subscribers.subscribe(
      { email: input.email, childAge: input.childAge, timezone: input.timezone || DEFAULT_TIME_ZONE }, now(),
    );
    if (created) {
      try {
        await queueWeeklyLesson(mailQueue, subscriber.subscriberId, 1);
      } catch (error) {
        // The subscription stands: the mail worker's next sweep (every 5 minutes) finds week 1 due and sends it.
        logger.warn({ err: (error as Error).message, subscriberId: subscriber.subscriberId }, 'week 1 not queued now; the weekly sweep will send it');
      }
    }
    const answer: SubscribeAnswer = { id: subscriptionReference(referenceSecret, input.email), message: MESSAGES.subscribed };
    res.json(answer);
  });

  router.get('/api/unsubscribe', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `/unsubscribe?${new URLSearchParams({ token: tokenOf(req) })}`);
  });

  router.post('/api/unsubscribe', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const subscriber = await subscribers.subscriberForToken(tokenOf(req));
    if (!subscriber) throw new HttpError(400, MESSAGES.unsubscribeTokenInvalid);
    await subscribers.unsubscribe(subscriber.subscriberId, now());
    res.json({ unsubscribed: true, message: MESSAGES.unsubscribed });
  });

  return router;
}
