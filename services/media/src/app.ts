import type { Express } from 'express';
import type { CreationJobData, CreationJobResult } from '@wonderkin/server-kit';
import { createServiceApp, finishServiceApp, type Config, type Logger, type MetricsAccess, type Queue } from '@wonderkin/server-kit';
import type { MediaPaths } from './paths';
import { creationRoutes } from './routes/creations';
import { fileRoutes } from './routes/files';
import { internalRoutes } from './routes/internal';
import { ttsRoutes } from './routes/tts';
import type { TtsService } from './speech/tts-cache';
import type { CreationRepository } from './store/creations';

export interface MediaAppDeps {
  config: Pick<Config, 'PRODUCT_NAME' | 'FAULT_INJECTION' | 'INTERNAL_TOKEN'> & MetricsAccess;
  logger: Logger;
  repo: CreationRepository;
  queue: Queue<CreationJobData, CreationJobResult>;
  tts: TtsService;
  paths: MediaPaths;
}

/** The media service: text-to-speech, creations (queued for the media worker) and their files. */
export function createApp(deps: MediaAppDeps): Express {
  const app = createServiceApp('media', deps.logger, async () => {
    const counts = await deps.queue.getJobCounts('waiting', 'active', 'failed');
    return { redis: 'ok', creationQueue: counts };
  }, { metricsAccess: deps.config });
  app.use(ttsRoutes(deps.tts, deps.logger));
  app.use(creationRoutes({
    repo: deps.repo,
    queue: deps.queue,
    logger: deps.logger,
    productName: deps.config.PRODUCT_NAME,
    faultInjection: deps.config.FAULT_INJECTION,
  }));
  app.use(internalRoutes(deps.repo, deps.config.INTERNAL_TOKEN));
  app.use(fileRoutes(deps.paths));
  finishServiceApp(app, deps.logger);
  return app;
}
