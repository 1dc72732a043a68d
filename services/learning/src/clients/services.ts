import {
  ChildProfileSchema, ClassLinkSchema, ClassRosterSchema, ClassStudentRecordSchema, GlossaryItemSchema, QuizItemSchema, RelatedQuerySchema, type ChildProfile, type ClassRoster,
  type ClassLink, type ClassStudentRecord,
} from '@wonderkin/shared';
import { createChildAccessClient, internalCall, type ChildAccessClient } from '@wonderkin/server-kit';
import { z } from 'zod';
import { AssignmentWatcherSchema, type AssignmentWatcher } from '../mail/assignment-notice';

// What the learning service asks other services, over their internal HTTP routes (never their code).

export const LessonForProgressSchema = z.object({
  id: z.string(),
  title: z.string(),
  question: z.string(),
  ageRange: z.string(),
  mode: z.enum(['kids', 'parent']),
  module: z.string(),
  quiz: z.array(QuizItemSchema),
  glossary: z.array(GlossaryItemSchema),
  relatedQueries: z.array(RelatedQuerySchema),
});
export type LessonForProgress = z.infer<typeof LessonForProgressSchema>;

/** A child whose parent asked for the weekly report by email (accounts' /internal/report-recipients). */
export const ReportRecipientSchema = z.object({
  userId: z.string(),
  email: z.string(),
  child: ChildProfileSchema,
  unsubscribeToken: z.string(),
});
export type ReportRecipient = z.infer<typeof ReportRecipientSchema>;

/**
 * A lesson made for a child (research's /internal/children/:childId/lessons): a completed, non-free ask for that
 * child. The ask's id is the lesson's id, the hashId of the child's quiz answers on it.
 */
export const LessonMadeSchema = z.object({ id: z.string().min(1), createdAt: z.iso.datetime({ offset: true }) });
export type LessonMade = z.infer<typeof LessonMadeSchema>;

export interface ServiceDirectory {
  /** Who may do what with a child (the circle's access module in accounts), asked on every request. */
  access: ChildAccessClient;
  /** The child when it belongs to this family; null otherwise (unknown, or another family's). */
  ownedChild(userId: string, childId: string): Promise<ChildProfile | null>;
  /** A stored lesson's quiz, glossary and module; null when there is no such lesson. */
  lesson(hashId: string): Promise<LessonForProgress | null>;
  /** Up to `limit` library questions that fit the child's interests and age range. */
  suggestions(interests: readonly string[], ageRange: string, limit: number): Promise<string[]>;
  /**
   * The lessons made for this family's child from `from` (included) to `to` (left out), oldest first; none for another
   * family's child. Throws when research does not answer.
   */
  childLessons(userId: string, childId: string, range: { from: Date; to: Date }): Promise<LessonMade[]>;
  /** Every child whose weekly report goes by email, with the parent's address (throws when accounts does not answer). */
  reportRecipients(): Promise<ReportRecipient[]>;
  /** The people of the child's circle who asked to be emailed about each new assignment (throws when accounts does not answer). */
  assignmentWatchers(childId: string): Promise<AssignmentWatcher[]>;
  /** The educator's class and its roster; null for anyone else's class (throws when accounts does not answer). */
  classOf(educatorUserId: string, classId: string): Promise<ClassRoster | null>;
  /** A student of an open class, with the class's educator; null otherwise (throws when accounts does not answer). */
  student(studentId: string): Promise<ClassStudentRecord | null>;
  /** The open classes a family linked this child to (throws when accounts does not answer). */
  classLinks(childId: string): Promise<ClassLink[]>;
}

export interface DirectoryOptions {
  accountsUrl: string;
  researchUrl: string;
  internalToken: string | undefined;
  requestId?: string;
}

/** Another service that does not answer is a 503 for the caller (thrown), never "not found". */
async function fetchJson<T>(url: string, schema: z.ZodType<T>, options: DirectoryOptions): Promise<T | null> {
  const answer = await internalCall(url, { token: options.internalToken, requestId: options.requestId, timeoutMs: 4000 });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return schema.parse(answer.body);
}

export function createServiceDirectory(options: DirectoryOptions): ServiceDirectory {
  return {
    access: createChildAccessClient({ accountsUrl: options.accountsUrl, internalToken: options.internalToken }),
    ownedChild: (userId, childId) =>
      fetchJson(`${options.accountsUrl}/internal/children/${encodeURIComponent(childId)}?userId=${encodeURIComponent(userId)}`, ChildProfileSchema, options),
    lesson: (hashId) => fetchJson(`${options.researchUrl}/internal/lessons/${encodeURIComponent(hashId)}`, LessonForProgressSchema, options),
    async suggestions(interests, ageRange, limit) {
      const query = new URLSearchParams({ interests: interests.join(','), ageRange, limit: String(limit) });
      const answer = await fetchJson(`${options.researchUrl}/internal/suggestions?${query}`, z.object({ questions: z.array(z.string()) }), options);
      return answer?.questions ?? [];
    },
    async childLessons(userId, childId, { from, to }) {
      const query = new URLSearchParams({ userId, from: from.toISOString(), to: to.toISOString() });
      const url = `${options.researchUrl}/internal/children/${encodeURIComponent(childId)}/lessons?${query}`;
      const answer = await fetchJson(url, z.object({ lessons: z.array(LessonMadeSchema) }), options);
      // The route answers every family (an empty list for another's child): a 404 is a research without it.
      if (!answer) throw new Error(`${url} answered 404`);
      return answer.lessons;
    },
    async reportRecipients() {
      const answer = await fetchJson(`${options.accountsUrl}/internal/report-recipients`, z.object({ recipients: z.array(ReportRecipientSchema) }), options);
      return answer?.recipients ?? [];
    },
    async assignmentWatchers(childId) {
      const url = `${options.accountsUrl}/internal/circle/children/${encodeURIComponent(childId)}/assignment-watchers`;
      return (await fetchJson(url, z.object({ watchers: z.array(AssignmentWatcherSchema) }), options))?.watchers ?? [];
    },
    classOf: (educatorUserId, classId) =>
      fetchJson(`${options.accountsUrl}/internal/classes/${encodeURIComponent(classId)}?educatorUserId=${encodeURIComponent(educatorUserId)}`, ClassRosterSchema, options),
    student: (studentId) => fetchJson(`${options.accountsUrl}/internal/class-students/${encodeURIComponent(studentId)}`, ClassStudentRecordSchema, options),
    async classLinks(childId) {
      const url = `${options.accountsUrl}/internal/class-links/children/${encodeURIComponent(childId)}`;
      const answer = await fetchJson(url, z.object({ links: z.array(ClassLinkSchema) }), options);
      if (!answer) throw new Error(`${url} answered 404`);
      return answer.links;
    },
  };
}
