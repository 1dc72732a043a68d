import fs from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { QUEUES, type ChildProfile } from '@wonderkin/shared';
import {
  createQueue, loadConfig, openStore, progressReportMailKey, REPORT_JOBS, startQueueWorker, weeklyReportJobId,
  type Config, type ProgressReportMail, type Queue, type Store, type Worker,
} from '@wonderkin/server-kit';
import { isolatedTestEnv } from '../../../tests/support/env';
import { createServiceDirectory, type LessonMade, type ServiceDirectory } from '../src/clients/services';
import { createReportJobs } from '../src/reports/report-jobs';
import { familyOnlyAccess } from './support/family-access';
import { createLearningRecords } from '../src/store/records';

// Issue 19 in the weekly report email (the learning worker's job, real queues and store): the lessons made for a child
// count as explored though no quiz was taken, and research not answering still sends the email, counted from the
// quiz answers. Accounts and research answer from an in-test directory; "research down" is the real client calling a
// port nobody listens on.

const WEEK = '2026-W48';
const child = (childId: string, firstName: string): ChildProfile => ({
  childId, firstName, ageRange: '6-8', interests: [], goals: [], supportNeeds: [], weeklyReportEmail: true,
  createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
});
const mia = child(`child_${'d'.repeat(32)}`, 'Mia');
const noah = child(`child_${'e'.repeat(32)}`, 'Noah');

describe('the weekly report email counts the lessons made for the child', () => {
  const env = isolatedTestEnv('report-lessons');
  let config: Config;
  let store: Store;
  let reportsQueue: Queue;
  let mailQueue: Queue;
  let worker: Worker | undefined;
  const logged: { level: number; msg: string }[] = [];
  const made = new Map<string, LessonMade[]>([[mia.childId, [
    { id: 'mia-moon', createdAt: '2026-11-24T18:00:00.000Z' }, { id: 'mia-bees', createdAt: '2026-11-24T18:05:00.000Z' },
  ]]]);
  const deadResearch = createServiceDirectory({ accountsUrl: 'http://127.0.0.1:9', researchUrl: 'http://127.0.0.1:9', internalToken: undefined });
  const directory: ServiceDirectory = {
    access: familyOnlyAccess(async () => null),
    ownedChild: async () => null,
    lesson: async () => null,
    suggestions: async () => [],
    // Noah's family asks while research is down.
    childLessons: async (userId, childId, range) => (childId === noah.childId
      ? deadResearch.childLessons(userId, childId, range)
      : userId === 'family_ann' ? made.get(childId) ?? [] : []),
    reportRecipients: async () => [mia, noah].map((c) => ({ userId: 'family_ann', email: 'ann@example.com', child: c, unsubscribeToken: 't' })),
    assignmentWatchers: async () => [],
    classOf: async () => null,
    student: async () => null,
    classLinks: async () => [],
  };

  beforeAll(async () => {
    config = loadConfig({ ...process.env, ...env });
    store = await openStore({ service: 'learning', dataDir: config.DATA_DIR });
    const settings = { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX };
    reportsQueue = createQueue(QUEUES.reports, settings);
    mailQueue = createQueue(QUEUES.mail, settings);
    const logger = pino({ level: 'warn' }, new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    }));
    const records = createLearningRecords(store);
    // Noah answered one quiz question this week.
    await records.answers.insertIfAbsent({
      id: `${noah.childId}:noah-sky:0`, userId: 'family_ann', childId: noah.childId, hashId: 'noah-sky', questionIndex: 0, optionIndex: 0,
      module: 'Science Explorers', skill: 'recall', correct: true, at: '2026-11-25T17:00:00.000Z', lessonTitle: 'Why Is the Sky Blue?',
    });
    const jobs = createReportJobs({ config, logger, records, directory, reportsQueue, mailQueue });
    worker = startQueueWorker(QUEUES.reports, jobs.processor, { config, logger });
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await reportsQueue?.close();
    await mailQueue?.close();
    await store?.close();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  /** Runs one child's report job for the week; answers its outcome and the email it queued (if any). */
  async function reportOf(childId: string): Promise<{ outcome: string; mail?: ProgressReportMail }> {
    const jobId = weeklyReportJobId(childId, WEEK);
    await reportsQueue.add(REPORT_JOBS.weeklyReport, { childId, userId: 'family_ann', week: WEEK }, { jobId });
    let job = await reportsQueue.getJob(jobId);
    for (let i = 0; i < 200 && !job?.finishedOn; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await reportsQueue.getJob(jobId);
    }
    if (job?.failedReason) throw new Error(`report job failed: ${job.failedReason}`);
    const mail = await mailQueue.getJob(progressReportMailKey(childId, WEEK));
    return { outcome: (job?.returnvalue as { outcome: string }).outcome, mail: mail?.data as ProgressReportMail | undefined };
  }
  const figures = (mail?: ProgressReportMail) => (mail?.figures ?? []).map((f) => `${f.value} ${f.label}`);

  it('sends Mia\'s email with "2 lessons explored" for two lessons opened and no quiz', async () => {
    const { outcome, mail } = await reportOf(mia.childId);
    expect(outcome).toBe('queued');
    expect(figures(mail)).toEqual(expect.arrayContaining(['2 lessons explored', '0 quiz questions answered']));
  }, 20_000);

  it('still sends the email when research does not answer, counting lessons from the quiz answers', async () => {
    const { outcome, mail } = await reportOf(noah.childId);
    expect(outcome).toBe('queued');
    expect(figures(mail)).toEqual(expect.arrayContaining(['1 lesson explored', '1 quiz question answered']));
    expect(logged).toContainEqual(expect.objectContaining({
      level: 40, msg: 'research did not answer about the lessons made for a child; the report counts lessons from quiz answers only',
    }));
  }, 20_000);
});
