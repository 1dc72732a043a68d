import { Router } from 'express';
import { tokenSecret, type Config, type Logger, type Store } from '@wonderkin/server-kit';
import type { MailQueue } from '../mail/queue';
import { createSubscriberRepository } from '../store/subscribers';
import { devMailboxRoutes } from './dev-mailbox';
import { subscriptionRoutes } from './subscriptions';

export interface MailRoutesDeps {
  config: Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'SMTP_URL' | 'TOKEN_SECRET'>;
  logger: Logger;
  store: Store;
  mailQueue?: Pick<MailQueue, 'add'>;
}

/** Subscribe and unsubscribe, and (outside production) the development mailbox. */
export function mailRoutes({ config, logger, store, mailQueue }: MailRoutesDeps): Router {
  const router = Router();
  router.use(subscriptionRoutes({ subscribers: createSubscriberRepository(store), mailQueue, logger, referenceSecret: tokenSecret(config) }));
  if (config.NODE_ENV !== 'production') router.use(devMailboxRoutes({ dataDir: config.DATA_DIR, smtpUrl: config.SMTP_URL }));
  return router;
}
