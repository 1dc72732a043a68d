import type { Express } from 'express';
import type { Config, Logger, MetricsAccess, Store } from '@wonderkin/shared/server';
import { createServiceApp, finishServiceApp } from '@wonderkin/shared/server';
import { createUserRepository } from './store/users';
import { internalRoutes } from './routes/internal';
import { registerRoutes } from './routes/register';
import { weeklyLessonRoutes } from './routes/weekly-lessons';

export interface AccountsDeps {
  config: Pick<Config, 'INTERNAL_TOKEN' | 'PRODUCT_NAME'> & MetricsAccess;
  logger: Logger;
  store: Store;
}

/** The accounts service: users (email → random userId) and their paid flag. Never logs emails. */
export function createApp({ config, logger, store }: AccountsDeps): Express {
  const users = createUserRepository(store);
  const app = createServiceApp('accounts', logger, async () => {
    await users.ping();
    return { store: store.driver };
  }, { metricsAccess: config });
  app.use(registerRoutes(users));
  app.use(internalRoutes(users, config.INTERNAL_TOKEN));
  app.use(weeklyLessonRoutes({ productName: config.PRODUCT_NAME }));
  finishServiceApp(app, logger);
  return app;
}
