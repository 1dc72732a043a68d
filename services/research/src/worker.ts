import { createLogger, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { createGenerator } from './generators';
import { createSafetyScreen } from './safety/screen';
import { createRepositories } from './store';
import { startResearchWorker } from './worker-runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('research-worker', config.LOG_LEVEL);
  const store = await openStore({ service: 'research', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const worker = startResearchWorker({
    config,
    logger,
    repos: createRepositories(store),
    generator: createGenerator(config, logger),
    safety: createSafetyScreen({ country: config.SAFETY_COUNTRY }),
  });
  await worker.waitUntilReady();
  logger.info({ concurrency: config.RESEARCH_WORKER_CONCURRENCY }, 'research worker ready');
  // worker.close() lets running jobs finish before the store closes.
  onShutdown(logger, [() => worker.close(), () => store.close()], 30_000);
}

main().catch((error: unknown) => {
  // eslint-disable-next-line no-console
  console.error('research worker failed to start:', error);
  process.exit(1);
});
