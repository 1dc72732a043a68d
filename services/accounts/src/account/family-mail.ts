import { creationReadyKeys, MAIL_JOBS, removeJobs, removeJobsWhere, type Queue } from '@wonderkin/server-kit';
import type { MailLog } from '../store/mail-log';
import { removeOutboxFilesOf } from './outbox';

// The mail of a deleted family that outlives the sending (issue 18): jobs on the mail queue (an address, a phone number,
// a child's name, a report's figures), the mail log's keys that name a child or a creation, and the outbox copies.
// The weekly lessons are the subscription's and go with it (delete-account.ts).

export interface FamilyMailDeps {
  /** The mail queue; absent (tests of other parts), the jobs are left alone. */
  mailQueue?: Queue;
  mailLog: Pick<MailLog, 'forget' | 'keysStartingWith'>;
  config: { DATA_DIR: string };
}

export interface FamilyMailDeletion { jobs: number; mailLog: number; outbox: number }

export interface Family {
  email: string | null;
  /** The account's verified phone, when it has one. */
  phone: string | null;
  childIds: string[];
}

/** A child's report emails are keyed progress-report:<childId>:<week> (jobs.ts, progressReportMailKey). */
const reportKeyPrefix = (childId: string) => `${MAIL_JOBS.progressReport}:${childId}:`;

/** user.deleted: every mail job to the family's address or phone or about one of its children, their keys and outbox files. */
export async function forgetFamilyMail(deps: FamilyMailDeps, family: Family): Promise<FamilyMailDeletion> {
  const prefixes = family.childIds.map(reportKeyPrefix);
  const recipients = new Set([family.email, family.phone].filter((to): to is string => Boolean(to)).map((to) => to.toLowerCase()));
  const aboutAChild = (jobId: string) => prefixes.some((prefix) => jobId.startsWith(prefix));
  const jobs = deps.mailQueue
    ? await removeJobsWhere(deps.mailQueue, (job) => {
      const to = typeof job.data?.to === 'string' ? job.data.to.toLowerCase() : '';
      return recipients.has(to) || aboutAChild(job.id!);
    }, aboutAChild)
    : 0;
  const keys = (await Promise.all(prefixes.map((prefix) => deps.mailLog.keysStartingWith(MAIL_JOBS.progressReport, prefix)))).flat();
  const mailLog = await deps.mailLog.forget(keys);
  const outbox = await removeOutboxFilesOf(deps.config.DATA_DIR, { keyPrefixes: prefixes, phone: family.phone });
  return { jobs, mailLog, outbox };
}

/**
 * content.deleted from media: the "your creation is ready" email and text of these creations (keyed by creation id),
 * whoever they went to (before phones were the account's, the text's number was the creation's own).
 */
export async function forgetCreationMail(deps: FamilyMailDeps, creationIds: string[]): Promise<FamilyMailDeletion> {
  const keys = creationIds.flatMap((id) => Object.values(creationReadyKeys(id)));
  const jobs = deps.mailQueue ? await removeJobs(deps.mailQueue, keys) : 0;
  const mailLog = await deps.mailLog.forget(keys);
  const outbox = await removeOutboxFilesOf(deps.config.DATA_DIR, { keyPrefixes: keys });
  return { jobs, mailLog, outbox };
}
