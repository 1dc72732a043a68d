import { QUEUES } from '@wonderkin/shared';
import { createServiceQueue, createSessionRedis, openServiceStore, runHttpService } from '@wonderkin/server-kit';
import { createPaperFiles } from './paper/files';
import { createPaperRepository } from './paper/store';
import { createApp } from './app';
import { createFeedbackRepository } from './store/feedback';
import { startFeedbackEvents } from './user-data/events';

void runHttpService({
  name: 'feedback',
  port: (config) => config.FEEDBACK_PORT,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('feedback', config);
    // Server sessions: who may read a lesson's feedback.
    const redis = createSessionRedis(config.REDIS_URL);
    // content.deleted (and user.deleted): feedback on a deleted user's lessons and creations goes (README "Your data").
    const events = startFeedbackEvents({
      config, logger, repository: createFeedbackRepository(store), paper: createPaperRepository(store), files: createPaperFiles(config.DATA_DIR), store,
    });
    // New photos and voice notes are read by a provider in the feedback worker, when one is keyed.
    const paperQueue = config.OPENAI_API_KEY ? createServiceQueue(QUEUES.paperFeedback, { config, logger }) : undefined;
    return {
      app: createApp({ config, logger, store, redis, paperQueue }),
      closers: [() => events.close(), async () => { await paperQueue?.close(); }, () => redis.quit(), () => store.close()],
      facts: { store: store.driver },
    };
  },
});
