import type { Express } from 'express';
import { createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import { createServiceDirectory } from './clients/services';
import type { LearningDeps } from './deps';
import { internalRoutes } from './routes/internal';
import { progressRoutes } from './routes/progress';
import { circleWorkRoutes } from './routes/circle-work';
import { classWorkRoutes } from './routes/class-work';
import { createLearningRecords, type AssignmentDoc } from './store/records';
import { announceAssignment } from './mail/assignment-notice';

export type { LearningDeps };

/** The learning service: quiz results, review cards, levels per module and weekly reports of each child. */
export function createApp({ config, logger, store, redis, directory, mailQueue, now = () => new Date() }: LearningDeps): Express {
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
  const announce = mailQueue
    ? (assignment: AssignmentDoc, childName: string | undefined) => announceAssignment({
      mailQueue, watchers: (childId) => services.assignmentWatchers(childId), productName: config.PRODUCT_NAME, publicUrl: config.PUBLIC_URL,
    }, assignment, childName ?? 'your child').then(() => undefined)
    : undefined;
  app.use(circleWorkRoutes({ records, directory: services, logger, now, announceAssignment: announce }));
  app.use(classWorkRoutes({ records, directory: services, logger, now, productName: config.PRODUCT_NAME }));
  app.use(internalRoutes(records, config.INTERNAL_TOKEN));
  finishServiceApp(app, logger);
  return app;
}
