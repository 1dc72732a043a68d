import { QUEUES } from '@wonderkin/shared';
import { createSessionRedis, openServiceStore, runWorker } from '@wonderkin/server-kit';
import { createGenerator } from './generators';
import { createSafetyScreen } from './safety/screen';
import { createRepositories } from './store';
import { researchProcessorFor } from './worker-runtime';

void runWorker({
  name: 'research-worker',
  queue: QUEUES.research,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('research', config);
    const generator = createGenerator(config, logger);
    // The web providers' answer cache: a client that gives up fast, so Redis trouble never slows a lesson down.
    const cacheRedis = createSessionRedis(config.REDIS_URL);
    return {
      processor: researchProcessorFor({
        config, logger, repos: createRepositories(store), generator, safety: createSafetyScreen({ country: config.SAFETY_COUNTRY }),
        redis: cacheRedis,
      }),
      closers: [() => store.close(), () => cacheRedis.quit()],
    };
  },
});
