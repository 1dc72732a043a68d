import { runHttpService } from '@wonderkin/server-kit';
import { createGateway } from './app';

void runHttpService({
  name: 'gateway',
  port: (config) => config.PORT,
  host: (config) => config.GATEWAY_HOST,
  build: ({ config, logger }) => {
    const gateway = createGateway({ config, logger });
    return {
      app: gateway.app,
      attach: (server) => void gateway.attach(server),
      // Sockets first (they hold connections open), then the HTTP server and the Redis connections.
      stopServer: () => gateway.close(),
      facts: {
        url: `http://localhost:${config.PORT}`, services: config.services,
        // Outside production the sign-in links land here: say where, and who may read it.
        ...(config.NODE_ENV !== 'production' ? { devMailbox: `http://localhost:${config.PORT}/dev/mailbox (this computer only)` } : {}),
      },
    };
  },
});
