import type { Redis } from 'ioredis';
import { startServiceEvents, type EventPublisher, type Config, type Logger, type Queue, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import { createMailLog } from '../store/mail-log';
import { createSignInTokenRepository } from '../store/sign-in-tokens';
import { createSubscriberRepository } from '../store/subscribers';
import { createUserRepository } from '../store/users';
import { createCircleRepository } from '../circle/store';
import { createClassRepository } from '../classes/store';
import { createChildRepository } from '../children/store';
import { createStripeSubscriptions } from '../payments/subscriptions';
import type { Stripe } from '../payments/stripe-client';
import { deleteAccountsUserData } from './delete-account';
import { forgetCreationMail } from './family-mail';

export interface AccountsEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'DATA_DIR'>;
  logger: Logger;
  store: Store;
  redis: Pick<Redis, 'scan' | 'mget' | 'del'>;
  /** The mail queue: the family's mail jobs are removed from it. */
  mailQueue: Queue;
  /** Cancels the account's subscriptions; unset without STRIPE_SECRET_KEY. */
  stripe?: Stripe;
  /** For class.students-left, when the deleted family's children leave their classes. */
  events: Pick<EventPublisher, 'publish'>;
}

/**
 * The accounts service's event consumer, in its API process. DELETE /api/account already removed the account's
 * data before answering; this runs the same idempotent deletion once more from the durable event, so that a process
 * that stopped between publishing and deleting still leaves nothing behind.
 */
export function startAccountsEvents(deps: AccountsEventsDeps): ServiceEvents {
  const parts = {
    users: createUserRepository(deps.store),
    children: createChildRepository(deps.store),
    circle: createCircleRepository(deps.store),
    classes: createClassRepository(deps.store),
    subscribers: createSubscriberRepository(deps.store),
    mailLog: createMailLog(deps.store),
    signInTokens: createSignInTokenRepository(deps.store),
    redis: deps.redis,
    config: deps.config,
    mailQueue: deps.mailQueue,
    events: deps.events,
    payments: { subscriptions: createStripeSubscriptions(deps.store), stripe: deps.stripe, logger: deps.logger },
  };
  return startServiceEvents('accounts', deps, {
    'user.deleted': async ({ userId }) => {
      const deleted = await deleteAccountsUserData(parts, userId);
      // Everything else is gone; the event comes back (with backoff) until Stripe has cancelled the subscription too.
      if (deleted.stripe.failed) throw new Error(`${deleted.stripe.failed} Stripe subscription(s) of the deleted account not cancelled yet`);
      return deleted;
    },
    // Media's creations of a deleted account: their "your creation is ready" email and text.
    'content.deleted': ({ ids }) => forgetCreationMail(parts, ids),
  });
}
