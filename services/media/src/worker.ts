import { QUEUES } from '@wonderkin/shared';
import { createRecipientCaps, createServiceQueue, createSessionRedis, isPublicUrl, openServiceStore, runWorker, type MailJobData } from '@wonderkin/server-kit';
import { createContentGenerator } from './content';
import { creationProcessorFor } from './creation-worker';
import { sweepStaleWorkDirs } from './domain/creation-job';
import { defaultBuilders } from './domain/default-builders';
import { mediaPaths } from './paths';
import { createSpeechEngine } from './speech';
import { createCreationRepository } from './store/creations';

void runWorker({
  name: 'media-worker',
  queue: QUEUES.creation,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('media', config);
    const staleWorkDirsRemoved = await sweepStaleWorkDirs(mediaPaths(config.DATA_DIR));
    const generator = createContentGenerator(config, logger);
    const speech = createSpeechEngine(config);
    if (!isPublicUrl(config.PUBLIC_URL)) {
      // Books still build, without the "open online" links and the printed feedback QR code (they would lead nowhere).
      logger.warn({ publicUrl: config.PUBLIC_URL }, 'PUBLIC_URL is not a public address: books leave out their links and QR code');
    }
    // A producer only: "your creation is ready" messages are sent by the accounts mail worker.
    const mailQueue = createServiceQueue<MailJobData, unknown>(QUEUES.mail, { config, logger });
    // The per-recipient daily caps of the notices are counted here (a small Redis client of its own).
    const counters = createSessionRedis(config.REDIS_URL);
    const notices = { queue: mailQueue, caps: createRecipientCaps(counters, config) };
    return {
      processor: creationProcessorFor({ config, logger, repo: createCreationRepository(store), generator, speech, builders: defaultBuilders, notices }),
      closers: [() => mailQueue.close(), () => counters.quit(), () => store.close()],
      facts: { content: generator.source, speech: speech.name, staleWorkDirsRemoved, faultInjection: config.FAULT_INJECTION },
    };
  },
});
