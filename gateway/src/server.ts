import http from 'node:http';
import { createLogger, listen, loadConfig, onShutdown } from '@wonderkin/server-kit';
import { createGateway } from './app';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

async function main(): Promise<void> {
  const gateway = createGateway({ config, logger });
  const server = http.createServer(gateway.app);
  gateway.attach(server);
  const port = await listen(server, config.PORT, config.GATEWAY_HOST);
  logger.info({ port, url: `http://localhost:${port}`, services: config.services }, 'gateway listening');
  // Sockets first (they hold connections open), then the HTTP server and the Redis connections.
  onShutdown(logger, [() => gateway.close()]);
}

main().catch((error) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
