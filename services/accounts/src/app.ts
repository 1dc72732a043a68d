import type { Express } from 'express';
import type { Config, Logger, MetricsAccess, Store } from '@wonderkin/server-kit';
import { createServiceApp, finishServiceApp } from '@wonderkin/server-kit';
import { createUserRepository } from './store/users';
import { internalRoutes } from './routes/internal';
import { registerRoutes } from './routes/register';
import { mailRoutes } from './routes/mail';
import { weeklyLessonRoutes } from './routes/weekly-lessons';
import type { MailQueue } from './mail/queue';

export interface AccountsDeps {
  config: Pick<Config, 'INTERNAL_TOKEN' | 'NODE_ENV' | 'DATA_DIR' | 'SMTP_URL' | 'PRODUCT_NAME'> & MetricsAccess;
  logger: Logger;
  store: Store;
  /** The mail queue week 1 of a new subscription goes to (the server passes one; without it /api/subscribe answers 503). */
  mailQueue?: Pick<MailQueue, 'add'>;
}

/** The accounts service: users (email → random userId) and their paid flag. Never logs emails. */
export function createApp({ config, logger, store, mailQueue }: AccountsDeps): Express {
  const users = createUserRepository(store);
  const app = createServiceApp('accounts', logger, async () => {
    await users.ping();
    return { store: store.driver };
  }, { metricsAccess: config });
  app.use(registerRoutes(users));
  app.use(internalRoutes(users, config.INTERNAL_TOKEN));
  app.use(mailRoutes({ config, logger, store, mailQueue }));
  app.use(weeklyLessonRoutes({ productName: config.PRODUCT_NAME }));
  finishServiceApp(app, logger);
  return app;
}
