import { z } from 'zod';
import { MAIL_JOB_OPTIONS, MAIL_JOBS, mailKey, type MailJobData, type NoticeMail, type Queue } from '@wonderkin/server-kit';
import type { AssignmentDoc } from '../store/records';

/** Someone in a family's circle who asked to be emailed about each new assignment for a child (accounts answers). */
export const AssignmentWatcherSchema = z.object({ userId: z.string(), email: z.email(), name: z.string() });
export type AssignmentWatcher = z.infer<typeof AssignmentWatcherSchema>;

const WHAT: Record<AssignmentDoc['kind'], (text: string | undefined) => string> = {
  question: (text) => `a question to explore: "${text}"`,
  review: () => 'a review session (the cards that are due)',
  creation: (text) => `something to make: ${text ? `"${text}"` : 'a creation'}`,
};

/** The email to one watcher about one assignment: who gave what, when it is due, and a link to the child's report. */
export function assignmentNotice(input: {
  to: string; watcherName: string; assignment: AssignmentDoc; childName: string; productName: string; publicUrl: string;
}): NoticeMail {
  const { assignment, childName } = input;
  const by = assignment.byLabel === 'Family' ? `${childName}'s family` : assignment.byLabel;
  return {
    kind: 'notice',
    to: input.to,
    subject: `New for ${childName} on ${input.productName}`,
    preview: `${by} gave ${childName} ${WHAT[assignment.kind](assignment.text)}.`,
    heading: `Hello ${input.watcherName}`,
    paragraphs: [
      `${by} gave ${childName} ${WHAT[assignment.kind](assignment.text)}${assignment.dueOn ? `, due ${assignment.dueOn}` : ''}.`,
      `You get this email because you asked for one about each new assignment for ${childName}. You can turn it off on the page of children shared with you.`,
    ],
    action: { label: `Open ${childName}'s report`, url: `${input.publicUrl.replace(/\/+$/, '')}/progress/${encodeURIComponent(assignment.childId)}` },
  };
}

export interface AnnounceDeps {
  mailQueue: Pick<Queue<MailJobData, unknown>, 'add'>;
  watchers(childId: string): Promise<AssignmentWatcher[]>;
  productName: string;
  publicUrl: string;
}

/**
 * Queues one email per watcher who opted in, except the person who gave the assignment. Keyed per assignment and
 * watcher, so a retry never sends twice.
 */
export async function announceAssignment(deps: AnnounceDeps, assignment: AssignmentDoc, childName: string): Promise<number> {
  const watchers = (await deps.watchers(assignment.childId)).filter((watcher) => watcher.userId !== assignment.byUserId);
  for (const watcher of watchers) {
    const notice = assignmentNotice({ to: watcher.email, watcherName: watcher.name, assignment, childName, productName: deps.productName, publicUrl: deps.publicUrl });
    await deps.mailQueue.add(MAIL_JOBS.notice, notice, { ...MAIL_JOB_OPTIONS, jobId: mailKey('care-assignment', assignment.id, watcher.userId) });
  }
  return watchers.length;
}
