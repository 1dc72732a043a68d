import { QUEUES } from '@wonderkin/shared';
import { createServiceQueue, createSessionRedis, openServiceStore, runHttpService, type CreationJobData, type CreationJobResult } from '@wonderkin/server-kit';
import { createApp } from './app';
import { mediaPaths } from './paths';
import { createSpeechEngine } from './speech';
import { TtsService } from './speech/tts-cache';
import { createCreationRepository } from './store/creations';
import { startMediaEvents } from './user-data/events';

void runHttpService({
  name: 'media',
  port: (config) => config.MEDIA_PORT,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('media', config);
    const paths = mediaPaths(config.DATA_DIR);
    const queue = createServiceQueue<CreationJobData, CreationJobResult>(QUEUES.creation, { config, logger });
    const speech = createSpeechEngine(config);
    const redis = createSessionRedis(config.REDIS_URL);
    const app = createApp({ config, logger, repo: createCreationRepository(store), queue, tts: new TtsService(speech, paths.ttsCache), paths, redis });
    // user.deleted: this process removes the user's creations and their files (README "Your data").
    const events = startMediaEvents({ config, logger, repo: createCreationRepository(store), paths, creationQueue: queue, store });
    return {
      app,
      closers: [() => events.close(), () => queue.close(), () => redis.quit(), () => store.close()],
      facts: { speech: speech.name, store: store.driver, faultInjection: config.FAULT_INJECTION },
    };
  },
});
