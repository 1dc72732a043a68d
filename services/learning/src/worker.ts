import { QUEUES } from '@wonderkin/shared';
import { createServiceQueue, openServiceStore, runWorker, type MailJobData } from '@wonderkin/server-kit';
import { createServiceDirectory } from './clients/services';
import { createReportJobs } from './reports/report-jobs';
import { createLearningRecords } from './store/records';

// The learning worker (issue 11): the weekly progress report emails. A producer on the mail queue only: the accounts
// mail worker renders and sends them.
void runWorker({
  name: 'learning-worker',
  queue: QUEUES.reports,
  build: async ({ config, logger }) => {
    const store = await openServiceStore('learning', config);
    const mailQueue = createServiceQueue<MailJobData, unknown>(QUEUES.mail, { config, logger });
    const reportsQueue = createServiceQueue(QUEUES.reports, { config, logger });
    const directory = createServiceDirectory({
      accountsUrl: config.services.accounts, researchUrl: config.services.research, internalToken: config.INTERNAL_TOKEN,
    });
    const jobs = createReportJobs({ config, logger, records: createLearningRecords(store), directory, reportsQueue, mailQueue });
    return {
      processor: jobs.processor,
      started: async () => { await jobs.scheduleSweep(); },
      closers: [() => reportsQueue.close(), () => mailQueue.close(), () => store.close()],
      facts: { sweepEveryMinutes: 60 },
    };
  },
});
