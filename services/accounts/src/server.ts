import http from 'node:http';
import { closeServer, createLogger, listen, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { createApp } from './app';
import { createMailQueue } from './mail/queue';

const config = loadConfig();
const logger = createLogger('accounts', config.LOG_LEVEL);

async function main(): Promise<void> {
  const store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  // A producer only: the mail worker (src/mail-worker.ts) sends what is queued here.
  const mailQueue = createMailQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  mailQueue.on('error', (error) => logger.warn({ err: error.message }, 'mail queue error'));
  const server = http.createServer(createApp({ config, logger, store, mailQueue }));
  const port = await listen(server, config.ACCOUNTS_PORT, config.HOST);
  logger.info({ port, store: store.driver }, 'accounts listening');
  onShutdown(logger, [() => closeServer(server), () => mailQueue.close(), () => store.close()]);
}

main().catch((error) => {
  logger.fatal({ err: error }, 'accounts failed to start');
  process.exit(1);
});
