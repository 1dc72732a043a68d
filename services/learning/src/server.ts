import { QUEUES } from '@wonderkin/shared';
import { createServiceQueue, createSessionRedis, openServiceStore, runHttpService, type MailJobData } from '@wonderkin/server-kit';
import { createApp } from './app';
import { createLearningRecords } from './store/records';
import { startLearningEvents } from './user-data/events';

void runHttpService({
  name: 'learning',
  port: (config) => config.LEARNING_PORT,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('learning', config);
    const redis = createSessionRedis(config.REDIS_URL);
    // child.deleted and user.deleted: the child's records and report jobs go (README "Your data").
    const reportsQueue = createServiceQueue(QUEUES.reports, { config, logger });
    const events = startLearningEvents({ config, logger, records: createLearningRecords(store), reportsQueue, store });
    // New assignments are emailed to the people of a child's circle who asked (the accounts mail worker sends them).
    const mailQueue = createServiceQueue<MailJobData, unknown>(QUEUES.mail, { config, logger });
    return {
      app: createApp({ config, logger, store, redis, mailQueue }),
      closers: [() => events.close(), () => reportsQueue.close(), () => mailQueue.close(), () => redis.quit(), () => store.close()],
      facts: { store: store.driver },
    };
  },
});
