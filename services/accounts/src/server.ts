import { createEventPublisher, createSessionRedis, openServiceStore, runHttpService } from '@wonderkin/server-kit';
import { createApp } from './app';
import { createStripeClient } from './payments/stripe-client';
import { openMailQueue } from './mail/queue';
import { startAccountsEvents } from './account/events';

void runHttpService({
  name: 'accounts',
  port: (config) => config.ACCOUNTS_PORT,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('accounts', config);
    // A producer only: the mail worker (src/mail-worker.ts) sends what is queued here.
    const mailQueue = openMailQueue({ config, logger });
    // Server sessions and the sign-in email throttle.
    const redis = createSessionRedis(config.REDIS_URL);
    // DELETE /api/account publishes user.deleted to every service; this process also consumes its own copy.
    const publisher = createEventPublisher({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    const stripe = createStripeClient(config);
    const accountEvents = startAccountsEvents({ config, logger, store, redis, mailQueue, stripe, events: publisher });
    return {
      app: createApp({ config, logger, store, mailQueue, mailJobs: mailQueue, redis, events: publisher, stripe }),
      closers: [() => accountEvents.close(), () => publisher.close(), () => mailQueue.close(), () => redis.quit(), () => store.close()],
      facts: { store: store.driver },
    };
  },
});
