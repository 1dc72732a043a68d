import { UnrecoverableError, type Job } from 'bullmq';
import { QUEUES } from '@wonderkin/shared';
import { MAIL_JOBS, MAIL_KEY_PATTERN, MailJobDataSchema, weeklyMailKey, type MailJobResult } from '@wonderkin/server-kit';
import { createWorker, type Config, type Logger, type Store, type Worker } from '@wonderkin/server-kit';
import { createMailLog } from '../store/mail-log';
import { createSubscriberRepository } from '../store/subscribers';
import { composeNotice, mailSettings } from './compose';
import { createMailSender } from './sender';
import { createTransportFor, type MailTransport } from './transport';
import { createMailQueue, queueDueWeeklyLessons, type MailQueue } from './queue';
import { sendWeeklyLesson } from './weekly';

/** How often the weekly sweep runs: a lesson due at 08:00 goes out by 08:05. */
export const WEEKLY_SWEEP_EVERY_MS = 5 * 60_000;
/** One scheduler for every mail worker: upserting it again (another worker, a restart) keeps one schedule. */
export const WEEKLY_SWEEP_SCHEDULER = 'weekly-lessons-sweep';
export const MAIL_WORKER_CONCURRENCY = 4;

export interface MailWorkerDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'PRODUCT_NAME' | 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>;
  logger: Logger;
  store: Store;
  /** Default: SMTP when SMTP_URL is set, else the outbox. */
  transport?: MailTransport;
  /** Clock of the scheduled sweep (tests). */
  now?: () => Date;
}

export interface MailWorker {
  worker: Worker;
  queue: MailQueue;
  transport: MailTransport;
  /** Resolves once the worker takes jobs and the weekly sweep is scheduled. */
  ready(): Promise<void>;
  /** Lets running jobs finish, then closes the queue connection and the transport (not the store). */
  close(): Promise<void>;
}

/**
 * The mail worker: sends what any service queued on QUEUES.mail (weekly lessons, notices), each message once per key
 * (the job id), and runs the weekly sweep on a BullMQ job scheduler shared by every mail worker.
 */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const { config, logger, store } = deps;
  const now = deps.now ?? (() => new Date());
  const settings = mailSettings(config);
  const transport = deps.transport ?? createTransportFor(config);
  const subscribers = createSubscriberRepository(store);
  const sender = createMailSender({ settings, transport, log: createMailLog(store), logger });
  const queueSettings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
  const queue = createMailQueue(queueSettings);
  queue.on('error', (error) => logger.warn({ err: error.message }, 'mail queue error'));

  async function processMail(job: Job): Promise<MailJobResult | { queued: number }> {
    if (job.name === MAIL_JOBS.weeklySweep) {
      const queued = await queueDueWeeklyLessons({ subscribers, queue, asOf: now(), logger });
      if (queued.length) logger.info({ queued: queued.length }, 'weekly lessons queued');
      return { queued: queued.length };
    }
    const key = job.id ?? '';
    if (!MAIL_KEY_PATTERN.test(key)) throw new UnrecoverableError('a mail job needs its message key as job id ("<purpose>:<id>:<part>")');
    const parsed = MailJobDataSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid mail job: ${parsed.error.issues[0]?.message ?? 'bad data'}`);
    const data = parsed.data;
    if (data.kind === 'weekly-lesson') {
      if (key !== weeklyMailKey(data.subscriberId, data.week)) throw new UnrecoverableError('a weekly lesson job id must be weekly:<subscriberId>:<week>');
      return sendWeeklyLesson({ subscribers, sender, settings }, key, data);
    }
    const before = await sender.previousOutcome(key);
    return before ?? sender.send(key, MAIL_JOBS.notice, await composeNotice(settings, data));
  }

  const worker = createWorker<unknown, MailJobResult | { queued: number }>(QUEUES.mail, processMail, queueSettings, {
    concurrency: MAIL_WORKER_CONCURRENCY,
  });
  worker.on('completed', (job, result) => {
    if (job.name !== MAIL_JOBS.weeklySweep) logger.info({ jobId: job.id, outcome: (result as MailJobResult).outcome, reason: (result as MailJobResult).reason }, 'mail job completed');
  });
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error.message }, 'mail job failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'mail worker error'));

  return {
    worker: worker as Worker,
    queue,
    transport,
    async ready() {
      await worker.waitUntilReady();
      await queue.upsertJobScheduler(WEEKLY_SWEEP_SCHEDULER, { every: WEEKLY_SWEEP_EVERY_MS }, {
        name: MAIL_JOBS.weeklySweep,
        data: {},
        opts: { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
      });
    },
    async close() {
      await worker.close();
      await queue.close();
      await transport.close();
    },
  };
}
