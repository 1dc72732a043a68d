import { QUEUES } from '@wonderkin/shared';
import { createServiceQueue, openServiceStore, runWorker } from '@wonderkin/server-kit';
import { createPaperFiles } from './paper/files';
import { createPaperJobs } from './paper/jobs';
import { paperReaderOf } from './paper/reader-of';
import { createPaperRepository } from './paper/store';

// The feedback worker (issue 22 §3): removes photos and voice notes from printed books once the family's retention is
// over (an hourly sweep), and with a provider keyed reads each new one once (a voice note's words, what a photo shows).
void runWorker({
  name: 'feedback-worker',
  queue: QUEUES.paperFeedback,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('feedback', config);
    const queue = createServiceQueue(QUEUES.paperFeedback, { config, logger });
    const reader = paperReaderOf(config);
    const jobs = createPaperJobs({ paper: createPaperRepository(store), files: createPaperFiles(config.DATA_DIR), queue, logger, reader });
    return {
      processor: jobs.processor,
      started: async (worker) => {
        worker.on('failed', (job) => void jobs.failed(job).catch((error: Error) => logger.warn({ err: error.message }, 'could not record a failed reading')));
        await jobs.scheduleExpiry();
      },
      closers: [() => queue.close(), () => store.close()],
      facts: { reading: reader ? 'provider' : 'off', expiryEveryMinutes: 60 },
    };
  },
});
