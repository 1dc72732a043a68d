import type { Redis } from 'ioredis';
import type { Config, EventPublisher, Logger, MetricsAccess, QueueSettingsConfig, RecipientCapsConfig, SessionConfig, Store } from '@wonderkin/server-kit';
import type { MailQueue } from './mail/queue';
import type { SmsTransport } from './mail/sms';
import type { MailTransport } from './mail/transport';
import type { Stripe } from './payments/stripe-client';

// What the accounts service's two processes are built from: the API (app.ts) and the mail worker (mail/worker-runtime.ts).

export interface AccountsDeps {
  config: Pick<Config, 'INTERNAL_TOKEN' | 'NODE_ENV' | 'DATA_DIR' | 'SMTP_URL' | 'PRODUCT_NAME' | 'PUBLIC_URL'
    | 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'STRIPE_WEBHOOK_SECRET' | 'CHECKOUT_URL' | 'PLAN_PRICE_USD' | 'PLAN_INTERVAL' | 'services'> & SessionConfig & MetricsAccess
    & Pick<Config, 'TOKEN_SECRET'> & RecipientCapsConfig;
  logger: Logger;
  store: Store;
  /** The mail queue week 1 of a new subscription goes to (the server passes one; without it /api/subscribe answers 503). */
  mailQueue?: Pick<MailQueue, 'add'>;
  /**
   * The same queue as a whole (the server passes its own): DELETE /api/account removes the family's mail jobs from it.
   * It must be this first pass: it is the last to know the family's address, phone and children.
   */
  mailJobs?: MailQueue;
  /** Server sessions (signing browsers in) and the sign-in email throttle live here; one client, closed by the server. */
  redis: Redis;
  /** The Stripe API client; default: one made from STRIPE_SECRET_KEY (tests point one at a local server). */
  stripe?: Stripe;
  /** Where DELETE /api/account publishes user.deleted (the server passes one; without it deleting answers 503). */
  events?: Pick<EventPublisher, 'publish'>;
}

export interface MailWorkerDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'PRODUCT_NAME' | 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'
    | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'> & QueueSettingsConfig;
  logger: Logger;
  store: Store;
  /** Default: SMTP when SMTP_URL is set, else the outbox. */
  transport?: MailTransport;
  /** Default: Twilio when TWILIO_* is set, else the outbox (texts never go through SMTP). */
  smsTransport?: SmsTransport;
  /** Clock of the scheduled sweep (tests). */
  now?: () => Date;
}
