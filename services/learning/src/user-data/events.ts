import { removeJobsWhere, startServiceEvents, weeklyReportJobId, type Config, type Logger, type Queue, type ServiceEvents, type Store } from '@wonderkin/server-kit';
import type { LearningRecords } from '../store/records';
import { removeClassWork, removeLearningRecords } from './remove';

export interface LearningEventsDeps {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>;
  logger: Logger;
  records: LearningRecords;
  /** The weekly report jobs: each names a family and a child (data and id), finished ones included. */
  reportsQueue: Queue;
  /** Scrubbed after each deletion (startServiceEvents). */
  store: Store;
}

/**
 * child.deleted and user.deleted: the child's (or the whole family's) answers, cards, reviews and levels go, and their
 * weekly report jobs; class.students-left: the class work of students who left a class. (The report emails themselves are the accounts service's: it removes those on user.deleted.)
 */
export function startLearningEvents(deps: LearningEventsDeps): ServiceEvents {
  /** Before the records go: report_sends says which children had report jobs (those gone already left stream lines). */
  async function removeReportJobs(filter: { userId: string } | { childId: string }): Promise<number> {
    const childIds = 'childId' in filter ? [filter.childId] : (await deps.records.reportSends.find(filter)).map((send) => send.childId);
    const prefixes = childIds.map((childId) => weeklyReportJobId(childId, ''));
    return removeJobsWhere(deps.reportsQueue, ({ data }) =>
      ('userId' in filter && data?.userId === filter.userId) || ('childId' in filter && data?.childId === filter.childId),
    (jobId) => prefixes.some((prefix) => jobId.startsWith(prefix)));
  }
  return startServiceEvents('learning', deps, {
    'user.deleted': async ({ userId }) => {
      const reportJobs = await removeReportJobs({ userId });
      return { ...(await removeLearningRecords(deps.records, { userId })), reportJobs };
    },
    'child.deleted': async ({ childId }) => {
      const reportJobs = await removeReportJobs({ childId });
      return { ...(await removeLearningRecords(deps.records, { childId })), reportJobs };
    },
    'class.students-left': (event) => removeClassWork(deps.records, event),
  });
}
