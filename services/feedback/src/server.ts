import { createSessionRedis, openServiceStore, runHttpService } from '@wonderkin/server-kit';
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
    const events = startFeedbackEvents({ config, logger, repository: createFeedbackRepository(store), store });
    return {
      app: createApp({ config, logger, store, redis }),
      closers: [() => events.close(), () => redis.quit(), () => store.close()],
      facts: { store: store.driver },
    };
  },
});
