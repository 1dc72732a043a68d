import type { Express } from 'express';
import { createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import type { FeedbackDeps } from './deps';
import { createTargetFinder } from './domain/verify-target';
import { feedbackRoutes } from './routes/feedback';
import { internalUserRoutes } from './routes/internal-users';
import { createFeedbackRepository } from './store/feedback';

export type { FeedbackDeps };

/** The feedback service: ratings and comments on researches and creations. */
export function createApp({ config, logger, store, redis, findTarget }: FeedbackDeps): Express {
  const repository = createFeedbackRepository(store);
  const find = findTarget ?? createTargetFinder({
    researchUrl: config.services.research,
    mediaUrl: config.services.media,
    internalToken: config.INTERNAL_TOKEN,
  });
  const app = createServiceApp('feedback', logger, async () => {
    await repository.ping();
    return { store: store.driver };
  }, { metricsAccess: config });
  app.use(createSessionMiddleware({ config, redis }));
  app.use(feedbackRoutes(repository, find, config.PRODUCT_NAME));
  app.use(internalUserRoutes(repository, config.INTERNAL_TOKEN));
  finishServiceApp(app, logger);
  return app;
}
