import http from 'node:http';
import { closeServer, createLogger, listen, loadConfig, onShutdown, openStore } from '@wonderkin/shared/server';
import { createApp } from './app';

const config = loadConfig();
const logger = createLogger('accounts', config.LOG_LEVEL);

async function main(): Promise<void> {
  const store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const server = http.createServer(createApp({ config, logger, store }));
  const port = await listen(server, config.ACCOUNTS_PORT, config.HOST);
  logger.info({ port, store: store.driver }, 'accounts listening');
  onShutdown(logger, [() => closeServer(server), () => store.close()]);
}

main().catch((error) => {
  logger.fatal({ err: error }, 'accounts failed to start');
  process.exit(1);
});
