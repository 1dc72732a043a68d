import type { Server } from 'node:http';
import { answerClientErrorsInWords } from './answers';
import type { Logger } from './logger';

/** One step of a graceful stop (close a server, a queue, a store). */
export type Closer = () => Promise<unknown> | unknown;

/**
 * Graceful shutdown on SIGTERM/SIGINT: run the closers in order (stop accepting, finish work, close connections),
 * then exit. A second signal or a 10 s deadline forces the exit.
 */
export function onShutdown(logger: Logger, closers: Closer[], timeoutMs = 10_000): void {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error }, 'error during shutdown');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Closes an HTTP server, ending idle keep-alive connections so it does not hang. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** Listens and resolves with the bound port (0 = ephemeral, for tests). */
export function listen(server: Server, port: number, host = '0.0.0.0'): Promise<number> {
  // Idle keep-alive connections (the gateway's pool) outlive the pool's reuse of them: Node's 5 s default would close
  // sockets the gateway is about to reuse.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Headers over the limit and unreadable requests get a JSON answer in words, not Node's empty 431/400.
  answerClientErrorsInWords(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
