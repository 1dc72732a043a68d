import http from 'node:http';
import { QUEUES } from '@wonderkin/shared';
import { type ResearchJobData, type ResearchJobResult } from '@wonderkin/server-kit';
import {
  closeServer, createLogger, createQueue, createRedisConnection, listen, loadConfig, onShutdown, openStore,
} from '@wonderkin/server-kit';
import { createApp } from './app';
import { createAccountsClient } from './domain/accounts-client';
import { createRedisLimitLock } from './domain/limit-lock';
import { createRepositories } from './store';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('research', config.LOG_LEVEL);
  const store = await openStore({ service: 'research', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const redis = createRedisConnection(config.REDIS_URL, 'producer');
  const researchQueue = createQueue<ResearchJobData, ResearchJobResult>(QUEUES.research, { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX }, redis);
  // Without a listener BullMQ prints each connection error as a raw stack trace while Redis is away (it reconnects).
  researchQueue.on('error', (error) => logger.warn({ err: error.message }, 'queue error'));
  const app = createApp({
    config,
    logger,
    repos: createRepositories(store),
    researchQueue,
    accountsClient: createAccountsClient({ baseUrl: config.services.accounts, token: config.INTERNAL_TOKEN, logger }),
    limitLock: createRedisLimitLock(redis, config.QUEUE_PREFIX),
    health: async () => ({ store: store.driver, redis: await redis.ping() }),
  });
  const server = http.createServer(app);
  const port = await listen(server, config.RESEARCH_PORT, config.HOST);
  logger.info({ port }, 'research service listening');
  onShutdown(logger, [() => closeServer(server), () => researchQueue.close(), () => redis.quit(), () => store.close()]);
}

main().catch((error: unknown) => {
  // eslint-disable-next-line no-console
  console.error('research service failed to start:', error);
  process.exit(1);
});
