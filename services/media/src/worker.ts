import { createLogger, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { createContentGenerator } from './content';
import { startCreationWorker } from './creation-worker';
import { sweepStaleWorkDirs } from './domain/creation-job';
import { defaultBuilders } from './domain/default-builders';
import { isPublicUrl } from '@wonderkin/server-kit';
import { mediaPaths } from './paths';
import { createSpeechEngine } from './speech';
import { CreationRepository } from './store/creations';

async function main() {
  const config = loadConfig();
  const logger = createLogger('media-worker', config.LOG_LEVEL);
  const store = await openStore({ service: 'media', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const removed = await sweepStaleWorkDirs(mediaPaths(config.DATA_DIR));
  const generator = createContentGenerator(config);
  const speech = createSpeechEngine(config);
  const worker = startCreationWorker({ config, logger, repo: new CreationRepository(store), generator, speech, builders: defaultBuilders });
  if (!isPublicUrl(config.PUBLIC_URL)) {
    // Books still build, without the "open online" links and the printed feedback QR code (they would lead nowhere).
    logger[config.NODE_ENV === 'production' ? 'error' : 'warn']({ publicUrl: config.PUBLIC_URL }, 'PUBLIC_URL is not a public address: books leave out their links and QR code');
  }
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, reason: error.message }, 'creation job failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  logger.info({
    concurrency: config.MEDIA_WORKER_CONCURRENCY, content: generator.source, speech: speech.name, staleWorkDirsRemoved: removed,
    faultInjection: config.FAULT_INJECTION,
  }, 'media worker started');
  // Graceful: stop taking jobs and let the running ones finish (worker.close waits for them), then close the store.
  onShutdown(logger, [() => worker.close(), () => store.close()], 60_000);
}

main().catch((error) => {
  createLogger('media-worker').fatal({ err: error }, 'media worker failed to start');
  process.exit(1);
});
