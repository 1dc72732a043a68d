import { createLogger, loadConfig, onShutdown, openStore } from '@wonderkin/server-kit';
import { startMailWorker } from './mail/worker-runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('mail-worker', config.LOG_LEVEL);
  const store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  const mail = startMailWorker({ config, logger, store });
  // worker.close() lets the emails being sent finish before the store closes.
  onShutdown(logger, [() => mail.close(), () => store.close()], 30_000);
  await mail.ready();
  if (config.NODE_ENV === 'production') {
    if (/^https?:\/\/(localhost|127\.|\[::1\])/i.test(config.PUBLIC_URL)) {
      logger.error({ publicUrl: config.PUBLIC_URL }, 'PUBLIC_URL is a local address: links in emails will not reach anyone');
    }
    if (!config.SMTP_URL) logger.error('SMTP_URL is not set: emails are written to DATA_DIR/outbox and nobody receives them');
  }
  logger.info({ transport: mail.transport.name }, 'mail worker ready');
}

main().catch((error: unknown) => {
  // eslint-disable-next-line no-console
  console.error('mail worker failed to start:', error);
  process.exit(1);
});
