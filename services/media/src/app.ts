import type { Express } from 'express';
import { answerWithin, createServiceApp, createSessionMiddleware, finishServiceApp, HEALTH_CHECK_TIMEOUT_MS } from '@wonderkin/server-kit';
import type { MediaAppDeps } from './deps';
import { IllustrationCache } from './illustrations/illustration-cache';
import { creationRoutes } from './routes/creations';
import { fileRoutes } from './routes/files';
import { illustrationRoutes } from './routes/illustrations';
import { internalRoutes } from './routes/internal';
import { internalUserRoutes } from './routes/internal-users';
import { ttsRoutes } from './routes/tts';

export type { MediaAppDeps };

/** The media service: text-to-speech, creations (queued for the media worker) and their files, lessons' illustrations. */
export function createApp(deps: MediaAppDeps): Express {
  // Healthy only when the store and the queue's Redis both answer in time (a creation needs both): the counts are read
  // from Redis, so "redis: ok" means Redis answered; while it is away BullMQ waits, and /healthz answers 503.
  const app = createServiceApp('media', deps.logger, async () => {
    const [creationQueue] = await Promise.all([
      answerWithin(deps.queue.getJobCounts('waiting', 'active', 'failed'), HEALTH_CHECK_TIMEOUT_MS, 'Redis'),
      answerWithin(deps.repo.ping(), HEALTH_CHECK_TIMEOUT_MS, 'the store'),
    ]);
    return { redis: 'ok', creationQueue };
  }, { metricsAccess: deps.config });
  app.use(createSessionMiddleware({ config: deps.config, redis: deps.redis }));
  app.use(ttsRoutes(deps.tts, deps.logger));
  app.use(creationRoutes({
    repo: deps.repo,
    queue: deps.queue,
    logger: deps.logger,
    productName: deps.config.PRODUCT_NAME,
    faultInjection: deps.config.FAULT_INJECTION,
    accounts: { url: deps.config.services.accounts, internalToken: deps.config.INTERNAL_TOKEN },
  }));
  app.use(internalRoutes(deps.repo, deps.config.INTERNAL_TOKEN));
  app.use(internalUserRoutes({ repo: deps.repo, publicUrl: deps.config.PUBLIC_URL, token: deps.config.INTERNAL_TOKEN }));
  app.use(fileRoutes(deps.paths));
  app.use(illustrationRoutes(new IllustrationCache(deps.paths.illustrations), deps.logger));
  finishServiceApp(app, deps.logger);
  return app;
}
