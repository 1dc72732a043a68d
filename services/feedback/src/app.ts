import type { Express } from 'express';
import type { Config, Logger, MetricsAccess, Store } from '@wonderkin/server-kit';
import { createServiceApp, finishServiceApp } from '@wonderkin/server-kit';
import { createTargetVerifier, type VerifyTarget } from './domain/verify-target';
import { feedbackRoutes } from './routes/feedback';
import { createFeedbackRepository } from './store/feedback';

export interface FeedbackDeps {
  config: Pick<Config, 'services' | 'INTERNAL_TOKEN'> & MetricsAccess;
  logger: Logger;
  store: Store;
  /** Defaults to asking the research and media services over HTTP. */
  verifyTarget?: VerifyTarget;
}

/** The feedback service: ratings and comments on researches and creations. */
export function createApp({ config, logger, store, verifyTarget }: FeedbackDeps): Express {
  const repository = createFeedbackRepository(store);
  const verify = verifyTarget ?? createTargetVerifier({
    researchUrl: config.services.research,
    mediaUrl: config.services.media,
    internalToken: config.INTERNAL_TOKEN,
  });
  const app = createServiceApp('feedback', logger, async () => {
    await repository.ping();
    return { store: store.driver };
  }, { metricsAccess: config });
  app.use(feedbackRoutes(repository, verify));
  finishServiceApp(app, logger);
  return app;
}
