import { QUEUES } from '@wonderkin/shared';
import { openServiceStore, runWorker } from '@wonderkin/server-kit';
import { createMailJobs } from './mail/worker-runtime';

void runWorker({
  name: 'mail-worker',
  queue: QUEUES.mail,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('accounts', config);
    const mail = createMailJobs({ config, logger, store });
    // (A local PUBLIC_URL cannot get this far in production: loadConfig refuses it.)
    if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
      logger.error('SMTP_URL is not set: emails are written to DATA_DIR/outbox and nobody receives them');
    }
    return {
      processor: mail.processor,
      describeCompleted: mail.describeCompleted,
      started: () => mail.started(),
      // After the worker let the emails being sent finish.
      closers: [() => mail.close(), () => store.close()],
      facts: { transport: mail.transport.name },
    };
  },
});
