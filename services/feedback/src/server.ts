import http from 'node:http';
import { closeServer, createLogger, listen, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { createApp } from './app';

const config = loadConfig();
const logger = createLogger('feedback', config.LOG_LEVEL);

async function main(): Promise<void> {
  const store = await openStore({ service: 'feedback', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const server = http.createServer(createApp({ config, logger, store }));
  const port = await listen(server, config.FEEDBACK_PORT, config.HOST);
  logger.info({ port, store: store.driver }, 'feedback listening');
  onShutdown(logger, [() => closeServer(server), () => store.close()]);
}

main().catch((error) => {
  logger.fatal({ err: error }, 'feedback failed to start');
  process.exit(1);
});
