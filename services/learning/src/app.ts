import type { Express } from 'express';
import { createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import { createServiceDirectory } from './clients/services';
import type { LearningDeps } from './deps';
import { internalRoutes } from './routes/internal';
import { progressRoutes } from './routes/progress';
import { circleWorkRoutes } from './routes/circle-work';
import { createLearningRecords } from './store/records';

export type { LearningDeps };

/** The learning service: quiz results, review cards, levels per module and weekly reports of each child. */
export function createApp({ config, logger, store, redis, directory, now = () => new Date() }: LearningDeps): Express {
  const records = createLearningRecords(store);
  const services = directory ?? createServiceDirectory({
    accountsUrl: config.services.accounts, researchUrl: config.services.research, internalToken: config.INTERNAL_TOKEN,
  });
  const app = createServiceApp('learning', logger, async () => {
    await records.ping();
    return { store: store.driver };
  }, { metricsAccess: config });
  app.use(createSessionMiddleware({ config, redis }));
  app.use(progressRoutes({ records, directory: services, logger, now, productName: config.PRODUCT_NAME }));
  app.use(circleWorkRoutes({ records, directory: services, logger, now }));
  app.use(internalRoutes(records, config.INTERNAL_TOKEN));
  finishServiceApp(app, logger);
  return app;
}
