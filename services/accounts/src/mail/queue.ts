import { QUEUES } from '@wonderkin/shared';
import { MAIL_JOB_OPTIONS, MAIL_JOBS, weeklyMailKey, type MailJobData, type MailJobResult } from '@wonderkin/server-kit';
import { createQueue, createServiceQueue, type Config, type Logger, type Queue, type QueueSettings } from '@wonderkin/server-kit';
import type { SubscriberRepository } from '../store/subscribers';
import { currentWeek } from '../weekly/schedule';

// Queueing mail (kept apart from rendering, so the API and `npm run mail:weekly` load no templates): week 1 when
// someone subscribes, and the weekly sweep that finds the lessons due, run by the mail worker's job scheduler and by
// `npm run mail:weekly -- --as-of …`. Each weekly email is one job whose id is its message key weekly:<id>:<week>.

/** QUEUES.mail: mail jobs (MailJobData), and the weekly sweep's empty ones. */
export type MailQueue = Queue<MailJobData | Record<string, never>, MailJobResult | { queued: number }>;
export const createMailQueue = (settings: QueueSettings): MailQueue => createQueue(QUEUES.mail, settings);
/** The mail queue of a long-running process (the API, the mail worker): its connection errors are logged. */
export const openMailQueue = (context: { config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>; logger: Logger }): MailQueue =>
  createServiceQueue(QUEUES.mail, context);

/** Adds the week-n email of one subscriber (idempotent: the job id is the message key). */
export async function queueWeeklyLesson(queue: Pick<MailQueue, 'add'>, subscriberId: string, week: number): Promise<string> {
  const jobId = weeklyMailKey(subscriberId, week);
  await queue.add(MAIL_JOBS.weeklyLesson, { kind: 'weekly-lesson', subscriberId, week }, { ...MAIL_JOB_OPTIONS, jobId });
  return jobId;
}

/**
 * Queues every weekly lesson due at `asOf` and not sent yet: for each active subscriber, the latest week due (missed
 * weeks are not sent as a backlog). A week whose job failed for good is retried. Running it again at the same moment,
 * from any number of processes, queues nothing new (the job ids are the message keys).
 */
export async function queueDueWeeklyLessons(deps: { subscribers: SubscriberRepository; queue: MailQueue; asOf: Date; logger: Logger }): Promise<string[]> {
  const { subscribers, queue, asOf, logger } = deps;
  const jobIds: string[] = [];
  for (const subscriber of await subscribers.listActive()) {
    const week = currentWeek(new Date(subscriber.subscribedAt), subscriber.timezone, asOf);
    if (week < 1 || week <= subscriber.lastWeekSent) continue;
    const jobId = weeklyMailKey(subscriber.subscriberId, week);
    const existing = await queue.getJob(jobId);
    if (existing && (await existing.isFailed())) {
      logger.warn({ jobId }, 'retrying a weekly lesson whose job failed');
      await existing.retry('failed');
    } else if (!existing) {
      await queueWeeklyLesson(queue, subscriber.subscriberId, week);
    }
    jobIds.push(jobId);
  }
  return jobIds;
}
