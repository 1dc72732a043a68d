import { UnrecoverableError, type Job } from 'bullmq';
import { QUEUES } from '@wonderkin/shared';
import { MAIL_JOBS, MAIL_KEY_PATTERN, MailJobDataSchema, weeklyMailKey, type MailJobResult } from '@wonderkin/server-kit';
import { startQueueWorker, type Worker } from '@wonderkin/server-kit';
import type { MailWorkerDeps } from '../deps';
import { createMailLog } from '../store/mail-log';
import { createSubscriberRepository } from '../store/subscribers';
import { composeNotice, composeProgressReport, mailSettings } from './compose';
import { createMailSender } from './sender';
import { createTransportFor, removeStalePartials, type MailTransport } from './transport';
import { createSmsTransportFor, toOutgoingSms } from './sms';
import { openMailQueue, queueDueWeeklyLessons, type MailQueue } from './queue';
import { sendWeeklyLesson } from './weekly';

/** How often the weekly sweep runs: a lesson due at 08:00 goes out by 08:05. */
export const WEEKLY_SWEEP_EVERY_MS = 5 * 60_000;
/** One scheduler for every mail worker: upserting it again (another worker, a restart) keeps one schedule. */
export const WEEKLY_SWEEP_SCHEDULER = 'weekly-lessons-sweep';

export type { MailWorkerDeps };

type MailJobOutcome = MailJobResult | { queued: number };

/** What the mail queue's worker runs, and what it holds open besides the worker itself. */
export interface MailJobs {
  processor: (job: Job) => Promise<MailJobOutcome>;
  /** The log facts of a finished job: its outcome; the sweep every 5 minutes is left out. */
  describeCompleted: (job: Job, result: MailJobOutcome) => Record<string, unknown> | null;
  /** The queue the weekly sweep adds to. */
  queue: MailQueue;
  transport: MailTransport;
  /** Upserts the weekly sweep's schedule (one for every mail worker). */
  scheduleWeeklySweep(): Promise<unknown>;
  /** Once the worker takes jobs: removes what a killed worker left in the outbox, then schedules the weekly sweep. */
  started(): Promise<unknown>;
  /** Closes the queue connection and the transport (after the worker stopped; not the store). */
  close(): Promise<void>;
}

/**
 * The mail queue's jobs: send what any service queued on QUEUES.mail (weekly lessons, notices), each message at least
 * once and recorded once per key (the job id; sender.ts), and the weekly sweep that a BullMQ job scheduler shared by
 * every mail worker runs.
 */
export function createMailJobs(deps: MailWorkerDeps): MailJobs {
  const { config, logger, store } = deps;
  const now = deps.now ?? (() => new Date());
  const settings = mailSettings(config);
  const transport = deps.transport ?? createTransportFor(config);
  const smsTransport = deps.smsTransport ?? createSmsTransportFor(config);
  const subscribers = createSubscriberRepository(store);
  const sender = createMailSender({ settings, transport, log: createMailLog(store), logger });
  const queue = openMailQueue({ config, logger });

  async function processMail(job: Job): Promise<MailJobOutcome> {
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
    if (data.kind === 'sms') {
      return sender.deliver(key, MAIL_JOBS.sms, smsTransport.name, (date) => smsTransport.send(toOutgoingSms(key, data, date)));
    }
    const before = await sender.previousOutcome(key);
    if (data.kind === 'progress-report') {
      if (!key.startsWith('progress-report:') || !key.endsWith(`:${data.week}`)) {
        throw new UnrecoverableError('a progress report job id must be progress-report:<childId>:<week>');
      }
      return before ?? sender.send(key, MAIL_JOBS.progressReport, await composeProgressReport(settings, data));
    }
    return before ?? sender.send(key, MAIL_JOBS.notice, await composeNotice(settings, data));
  }

  const scheduleWeeklySweep = () => queue.upsertJobScheduler(WEEKLY_SWEEP_SCHEDULER, { every: WEEKLY_SWEEP_EVERY_MS }, {
    name: MAIL_JOBS.weeklySweep,
    data: {},
    opts: { attempts: 1, removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
  });

  return {
    processor: processMail,
    describeCompleted: (job, result) => (job.name === MAIL_JOBS.weeklySweep
      ? null
      : { outcome: (result as MailJobResult).outcome, reason: (result as MailJobResult).reason }),
    queue,
    transport,
    scheduleWeeklySweep,
    async started() {
      const removed = await removeStalePartials(config.DATA_DIR);
      if (removed) logger.info({ removed }, 'removed unfinished outbox files of a stopped mail worker');
      return scheduleWeeklySweep();
    },
    async close() {
      await queue.close();
      await transport.close();
    },
  };
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

/** The mail worker in this process (tests; the mail-worker process starts through runWorker). */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const jobs = createMailJobs(deps);
  const worker = startQueueWorker(QUEUES.mail, jobs.processor, { config: deps.config, logger: deps.logger, describeCompleted: jobs.describeCompleted });
  return {
    worker: worker as Worker,
    queue: jobs.queue,
    transport: jobs.transport,
    async ready() {
      await worker.waitUntilReady();
      await jobs.started();
    },
    async close() {
      await worker.close();
      await jobs.close();
    },
  };
}
