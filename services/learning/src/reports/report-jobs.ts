import { UnrecoverableError, type Job } from 'bullmq';
import {
  MAIL_JOB_OPTIONS, PERSONAL_JOB_OPTIONS, MAIL_JOBS, progressReportMailKey, REPORT_JOBS, ReportSweepJobSchema, weeklyReportJobId,
  WeeklyReportJobSchema, type Config, type Logger, type MailJobData, type Queue, type WeeklyReportJob,
} from '@wonderkin/server-kit';
import { childName } from '@wonderkin/shared';
import type { ReportRecipient, ServiceDirectory } from '../clients/services';
import { childNextQuestions, childWeeklyReport } from '../domain/child-progress';
import { isoWeekOf, isoWeekRange } from '../domain/iso-week';
import type { LearningRecords } from '../store/records';
import { hasSomethingToReport, weeklyReportMail } from './weekly-report-mail';
import { circleWeekLines } from '../domain/circle-week';

// The learning worker's jobs (QUEUES.reports): every hour a sweep finds the children whose parent asked for the
// weekly report by email and queues one job per child for last ISO week; each job counts the week from the records
// and hands the email to the mail queue. Once per child and week, whatever happens: the report_sends record is
// written after the mail job is queued (a retry before it finds the mail job by its key; the accounts mail log sends
// a key once), and a child with a record for the week is not queued again.

/** How often the sweep runs: a week's reports go out within the hour after it ends (Monday, UTC). */
export const REPORT_SWEEP_EVERY_MS = 60 * 60_000;
/** One scheduler for every learning worker: upserting it again (another worker, a restart) keeps one schedule. */
export const REPORT_SWEEP_SCHEDULER = 'weekly-reports-sweep';
/**
 * The sweep asks the accounts service, which may not be listening yet: on a cold start the first sweep runs as the
 * worker starts, beside accounts (issue 18, F13: it failed for good 2 starts in 3, and the next came an hour later).
 * So it is retried until accounts answers: 2 s, 4 s, 8 s … 128 s apart (about 4 minutes in all).
 */
export const REPORT_SWEEP_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { count: 20 },
  removeOnFail: { count: 50 },
};

export interface ReportJobDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: Logger;
  records: LearningRecords;
  directory: ServiceDirectory;
  reportsQueue: Pick<Queue, 'add' | 'upsertJobScheduler'>;
  mailQueue: Pick<Queue<MailJobData, unknown>, 'add'>;
  now?: () => Date;
}

export type ReportJobOutcome =
  | { queued: number; week: string }
  | { childId: string; week: string; outcome: 'queued' | 'nothing-to-report' | 'already-done' | 'not-opted-in' };

const sendId = (childId: string, week: string) => `${childId}:${week}`;

export function createReportJobs(deps: ReportJobDeps) {
  const now = deps.now ?? (() => new Date());

  /** Last week (UTC) unless the job names one (an operator re-running a week). */
  async function sweep(job: Job): Promise<ReportJobOutcome> {
    const data = ReportSweepJobSchema.parse(job.data ?? {});
    const week = data.week ?? isoWeekOf(new Date(now().getTime() - 7 * 86_400_000), 'UTC');
    const recipients = await deps.directory.reportRecipients();
    let queued = 0;
    for (const { userId, child } of recipients) {
      if (await deps.records.reportSends.get(sendId(child.childId, week))) continue;
      const report: WeeklyReportJob = { childId: child.childId, userId, week };
      // Its data and id name the family and the child: a finished one goes after an hour (report_sends keeps it once).
      await deps.reportsQueue.add(REPORT_JOBS.weeklyReport, report, { ...PERSONAL_JOB_OPTIONS, jobId: weeklyReportJobId(child.childId, week) });
      queued += 1;
    }
    return { queued, week };
  }

  async function weeklyReport(job: Job): Promise<ReportJobOutcome> {
    const parsed = WeeklyReportJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('invalid weekly report job');
    const { childId, userId, week } = parsed.data;
    if (await deps.records.reportSends.get(sendId(childId, week))) return { childId, week, outcome: 'already-done' };
    // Asked again now, so a parent who turned the email off (or removed the child) since the sweep gets nothing.
    const recipient: ReportRecipient | undefined = (await deps.directory.reportRecipients())
      .find((entry) => entry.child.childId === childId && entry.userId === userId);
    if (!recipient) return { childId, week, outcome: 'not-opted-in' };
    const suggestions = await childNextQuestions(deps.records, deps.directory, recipient.child);
    // Research not answering costs only the lessons made without a quiz: they are counted from the answers (logged).
    const sources = { records: deps.records, directory: deps.directory, logger: deps.logger };
    const report = await childWeeklyReport(sources, { userId, childId }, week, 'UTC', suggestions);
    let outcome: 'queued' | 'nothing-to-report' = 'nothing-to-report';
    // What the people the family let in gave the child this week, and what the child finished (issue 22).
    const range = isoWeekRange(week, 'UTC')!;
    const helpers = await circleWeekLines(deps.records, { familyUserId: userId, childId, name: childName(recipient.child) }, range);
    if (hasSomethingToReport(report) || helpers.length) {
      const mail = weeklyReportMail(recipient, report, deps.config.PUBLIC_URL, helpers);
      await deps.mailQueue.add(MAIL_JOBS.progressReport, mail, { ...MAIL_JOB_OPTIONS, jobId: progressReportMailKey(childId, week) });
      outcome = 'queued';
    }
    await deps.records.reportSends.upsert({ id: sendId(childId, week), userId, childId, week, outcome, at: now().toISOString() });
    deps.logger.info({ childId, week, outcome }, 'weekly report handled');
    return { childId, week, outcome };
  }

  return {
    async processor(job: Job): Promise<ReportJobOutcome> {
      if (job.name === REPORT_JOBS.sweep) return sweep(job);
      if (job.name === REPORT_JOBS.weeklyReport) return weeklyReport(job);
      throw new UnrecoverableError(`no handler for report job "${job.name}"`);
    },
    scheduleSweep: () => deps.reportsQueue.upsertJobScheduler(REPORT_SWEEP_SCHEDULER, { every: REPORT_SWEEP_EVERY_MS }, {
      name: REPORT_JOBS.sweep,
      data: {},
      opts: REPORT_SWEEP_JOB_OPTIONS,
    }),
  };
}
