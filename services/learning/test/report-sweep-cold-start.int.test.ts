import fs from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { QUEUES } from '@wonderkin/shared';
import { createQueue, loadConfig, openStore, REPORT_JOBS, startQueueWorker, type Config, type Logger, type Queue, type Store, type Worker } from '@wonderkin/server-kit';
import { freePort } from '../../../scripts/lib/ports.cjs';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createServiceDirectory } from '../src/clients/services';
import { createReportJobs } from '../src/reports/report-jobs';
import { createLearningRecords } from '../src/store/records';

// Issue 18, F13: on a cold start the learning worker's first weekly-report sweep ran before the accounts service
// listened, failed for good ("fetch failed", attempts 1, final, no reason in the log) and the next one came an hour
// later. Here accounts starts listening only after the first sweep failed: the sweep is retried and completes, and
// the failed attempt's log line says why it failed.

describe('the first weekly-report sweep on a cold start', () => {
  const env = isolatedTestEnv('report-sweep');
  let config: Config;
  let store: Store;
  let reportsQueue: Queue;
  let mailQueue: Queue;
  let worker: Worker | undefined;
  let accounts: http.Server | undefined;
  const lines: { msg: string; final?: boolean; err?: string; jobId?: string }[] = [];

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'learning', dataDir: config.DATA_DIR });
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    reportsQueue = createQueue(QUEUES.reports, settings);
    mailQueue = createQueue(QUEUES.mail, settings);
  });
  afterAll(async () => {
    await worker?.close();
    await reportsQueue?.close();
    await mailQueue?.close();
    await store?.close();
    if (accounts) await new Promise((resolve) => accounts!.close(resolve));
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('is retried until accounts answers, and the failed attempt logs its reason', async () => {
    const accountsPort = await freePort();
    const logger: Logger = pino({ level: 'info' }, new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }));
    const directory = createServiceDirectory({ accountsUrl: `http://127.0.0.1:${accountsPort}`, researchUrl: 'http://127.0.0.1:9', internalToken: undefined });
    const jobs = createReportJobs({ config, logger, records: createLearningRecords(store), directory, reportsQueue, mailQueue });
    worker = startQueueWorker(QUEUES.reports, jobs.processor, { config, logger });
    await worker.waitUntilReady();
    // As the learning worker does once it takes jobs: the schedule's first sweep runs at once.
    await jobs.scheduleSweep();

    const failedAttempt = async () => lines.find((line) => line.jobId?.includes(REPORT_JOBS.sweep) && line.msg.startsWith('job'));
    for (let i = 0; i < 100 && !(await failedAttempt()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await failedAttempt()).toMatchObject({ msg: 'job attempt failed: it will be retried', final: false });
    expect((await failedAttempt())?.err).toMatch(/fetch failed: .*ECONNREFUSED/);

    // Accounts is up now: the sweep's retry finds it.
    accounts = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ recipients: [] }));
    });
    await new Promise<void>((resolve) => accounts!.listen(accountsPort, '127.0.0.1', resolve));
    let completed: unknown[] = [];
    for (let i = 0; i < 200 && !completed.length; i += 1) {
      completed = (await reportsQueue.getJobs(['completed'])).filter((job) => job?.name === REPORT_JOBS.sweep).map((job) => job.returnvalue);
      if (!completed.length) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(completed).toEqual([expect.objectContaining({ queued: 0 })]);
    expect(lines.filter((line) => line.msg === 'job failed')).toEqual([]);
  }, 30_000);
});
