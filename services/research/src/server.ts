import { QUEUES } from '@wonderkin/shared';
import { createRedisConnection, createServiceQueue, createSessionRedis, openServiceStore, runHttpService } from '@wonderkin/server-kit';
import type { ResearchJobData, ResearchJobResult } from '@wonderkin/server-kit';
import { createApp } from './app';
import { createAccountsClient } from './domain/accounts-client';
import { createRedisLimitLock } from './domain/limit-lock';
import { createRepositories } from './store';
import { startResearchEvents } from './user-data/events';

void runHttpService({
  name: 'research',
  port: (config) => config.RESEARCH_PORT,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('research', config);
    // One connection for the queue and the free-limit lock.
    const redis = createRedisConnection(config.REDIS_URL, 'producer');
    // Sessions and the per-address allowance: a client that waits for Redis rather than refusing at once.
    const sessionRedis = createSessionRedis(config.REDIS_URL);
    const researchQueue = createServiceQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, { config, logger }, redis);
    const app = createApp({
      config,
      logger,
      repos: createRepositories(store),
      researchQueue,
      accountsClient: createAccountsClient({ baseUrl: config.services.accounts, token: config.INTERNAL_TOKEN, logger }),
      limitLock: createRedisLimitLock(redis, config.QUEUE_PREFIX),
      redis: sessionRedis,
      health: async () => ({ store: store.driver, redis: await redis.ping() }),
    });
    // user.deleted: this process removes the user's asks, lessons, uploads and jobs (README "Your data").
    const events = startResearchEvents({ config, logger, repos: createRepositories(store), researchQueue, store });
    return { app, closers: [() => events.close(), () => researchQueue.close(), () => redis.quit(), () => sessionRedis.quit(), () => store.close()], facts: { store: store.driver } };
  },
});
