import type { Express } from 'express';
import { createChildAccessClient, createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import { createBookFinder } from './paper/book';
import { createPaperFiles } from './paper/files';
import { createPaperJobs } from './paper/jobs';
import { paperFeedbackRoutes } from './paper/routes';
import { createPaperRepository } from './paper/store';
import type { FeedbackDeps } from './deps';
import { createTargetFinder } from './domain/verify-target';
import { feedbackRoutes } from './routes/feedback';
import { internalUserRoutes } from './routes/internal-users';
import { createFeedbackRepository } from './store/feedback';

export type { FeedbackDeps };

/** The feedback service: ratings and comments on researches and creations; photos and voice notes from printed books. */
export function createApp({ config, logger, store, redis, findTarget, findBook, access, paperQueue }: FeedbackDeps): Express {
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
  const paper = createPaperRepository(store);
  const files = createPaperFiles(config.DATA_DIR);
  // A reading is asked for only when a provider is keyed and the worker's queue is at hand (feedback-worker reads it).
  const jobs = paperQueue && config.OPENAI_API_KEY ? createPaperJobs({ paper, files, queue: paperQueue, logger }) : null;
  app.use(paperFeedbackRoutes({
    paper, files, logger, defaultRetentionMonths: config.PAPER_FEEDBACK_RETENTION_MONTHS,
    findBook: findBook ?? createBookFinder({ mediaUrl: config.services.media, internalToken: config.INTERNAL_TOKEN }),
    access: access ?? createChildAccessClient({ accountsUrl: config.services.accounts, internalToken: config.INTERNAL_TOKEN }, (error) => logger.warn({ err: error.message }, 'child access check failed')),
    ...(jobs ? { read: jobs.enqueueRead } : {}),
  }));
  app.use(internalUserRoutes(repository, paper, config.INTERNAL_TOKEN));
  finishServiceApp(app, logger);
  return app;
}
