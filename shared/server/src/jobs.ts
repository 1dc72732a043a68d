import { z } from 'zod';
import { AgeRangeSchema, CreationSchema, DIFFICULTY_LEVELS, QUEUES, ResultUrlsSchema, type QueueName } from '@wonderkin/shared';

// What producers put on the queues and workers return: server-only (the browser sees stages and progress events).

/**
 * Job ids carry their queue ("research-<id>", "creation-<id>") so the gateway can find any job
 * from the id a client sends. BullMQ forbids ':' in custom ids, hence the dash.
 */
export function jobIdFor(queue: QueueName, entityId: string): string {
  return `${queue}-${entityId}`;
}
const QUEUE_NAMES: ReadonlySet<string> = new Set(Object.values(QUEUES));
export function parseJobId(jobId: string): { queue: QueueName; entityId: string } | null {
  const match = /^([a-z]+)-([A-Za-z0-9_-]{1,100})$/.exec(jobId);
  return match && QUEUE_NAMES.has(match[1]) ? { queue: match[1] as QueueName, entityId: match[2] } : null;
}

// ---- research ----
export const ResearchJobDataSchema = z.object({
  researchId: z.string(),
  slug: z.string(),
  question: z.string(),
  ageRange: AgeRangeSchema,
  /** Uploaded image, stored by the API as a file the worker can read (path relative to the research data dir). */
  image: z.object({ file: z.string(), mimeType: z.string(), originalName: z.string() }).optional(),
  requestId: z.string().optional(),
  /** The family's child the lesson is for (issue 11): its level in the question's module and its interests. */
  child: z.object({
    childId: z.string(),
    level: z.enum(DIFFICULTY_LEVELS),
    interests: z.array(z.string()),
    supportNeeds: z.array(z.string()),
  }).optional(),
});
export type ResearchJobData = z.infer<typeof ResearchJobDataSchema>;
export { ResearchJobResultSchema, type ResearchJobResult } from '@wonderkin/shared';

// ---- creation ----
export const CreationJobDataSchema = z.object({ creationId: z.string(), requestId: z.string().optional() });
export type CreationJobData = z.infer<typeof CreationJobDataSchema>;
export const CreationJobResultSchema = z.object({ creationId: z.string(), resultUrls: ResultUrlsSchema, creation: CreationSchema.optional() });
export type CreationJobResult = z.infer<typeof CreationJobResultSchema>;

/** Ids that travel in jobs: letters, digits, _ and -. */
function EntityIdOf() {
  return z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
}

// ---- mail ----
// Any service asks for an email by adding a job to QUEUES.mail; the accounts service's mail worker renders it (HTML
// with React Email and a plain-text part), sends it and records its key. The job id IS the message key: a job added
// twice, or retried, or added again after Redis forgot it, sends one email. A key is "<purpose>:<id>:<part>" (BullMQ
// takes a custom id with exactly two colons, or none), e.g. "weekly:<subscriberId>:<week>".
const MAIL_KEY_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
export const MAIL_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}:[A-Za-z0-9_-]{1,100}:[A-Za-z0-9_-]{1,100}$/;
export function mailKey(purpose: string, id: string, part: string): string {
  const key = `${purpose}:${id}:${part}`;
  if (!MAIL_KEY_PATTERN.test(key) || !MAIL_KEY_SEGMENT.test(id) || !MAIL_KEY_SEGMENT.test(part)) throw new Error(`Invalid mail key: ${key}`);
  return key;
}
/** The key of a subscriber's n-th weekly email (n counts from 1 at subscription and keeps counting after week 50). */
export const weeklyMailKey = (subscriberId: string, week: number): string => mailKey('weekly', subscriberId, String(week));

/** Job names on QUEUES.mail (the accounts worker's own weekly sweep is the third). */
export const MAIL_JOBS = { weeklyLesson: 'weekly-lesson', notice: 'notice', sms: 'sms', progressReport: 'progress-report', weeklySweep: 'weekly-sweep' } as const;

/** The weekly lesson email of one subscriber's n-th week (accounts adds these itself). */
export const WeeklyLessonMailSchema = z.object({
  kind: z.literal('weekly-lesson'),
  subscriberId: z.string().min(1),
  week: z.number().int().min(1),
});
/** A one-off email any service may ask for: a heading, a few paragraphs and at most one button. Never recurring. */
export const NoticeMailSchema = z.object({
  kind: z.literal('notice'),
  to: z.email(),
  subject: z.string().trim().min(1).max(200),
  /** The preview line mail clients show after the subject. */
  preview: z.string().max(200).optional(),
  heading: z.string().trim().min(1).max(200),
  paragraphs: z.array(z.string().min(1).max(2000)).min(1).max(10),
  action: z.object({ label: z.string().min(1).max(80), url: z.url({ protocol: /^https?$/ }) }).optional(),
});
/**
 * A one-off text message (the accounts mail worker sends it through Twilio when TWILIO_* is set, else writes it to the
 * outbox): other services ask for it here, so only the mail worker ever holds the Twilio credentials.
 */
export const SmsMailSchema = z.object({
  kind: z.literal('sms'),
  /** E.164, e.g. +15551234567. */
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  /** Two SMS segments at most. */
  body: z.string().trim().min(1).max(300),
});
/**
 * A child's weekly progress report (issue 11), for a parent who opted in on the child's profile: the week's figures in
 * words, links to the report page and PDF, and the unsubscribe links of that child's report emails. Keyed
 * progress-report:<childId>:<week>, so one email per child and ISO week.
 */
export const ProgressReportMailSchema = z.object({
  kind: z.literal('progress-report'),
  to: z.email(),
  childName: z.string().trim().min(1).max(80),
  week: z.string().regex(/^\d{4}-W\d{2}$/),
  /** "23 Nov – 29 Nov 2026". */
  weekLabel: z.string().min(1).max(60),
  figures: z.array(z.object({ value: z.string().min(1).max(60), label: z.string().min(1).max(60) })).min(1).max(8),
  strengths: z.array(z.string().min(1).max(300)).max(5),
  practise: z.array(z.string().min(1).max(300)).max(5),
  suggestedQuestions: z.array(z.string().min(1).max(200)).max(3),
  /** The week of the people the family let in (issue 22): "Ana (tutor) assigned 3 questions; Sam finished 2." */
  helpers: z.array(z.string().min(1).max(200)).max(5).default([]),
  reportUrl: z.url({ protocol: /^https?$/ }),
  pdfUrl: z.url({ protocol: /^https?$/ }),
  /** Where the parent changes it (the child's profile on My Account). */
  settingsUrl: z.url({ protocol: /^https?$/ }),
  /** RFC 8058 one-click unsubscribe (POST) for this child's report emails. */
  oneClickUrl: z.url({ protocol: /^https?$/ }),
});
export type ProgressReportMail = z.infer<typeof ProgressReportMailSchema>;
/** The key of a child's report email for an ISO week ("2026-W48"). */
export const progressReportMailKey = (childId: string, week: string): string => mailKey('progress-report', childId, week);

export const MailJobDataSchema = z.discriminatedUnion('kind', [WeeklyLessonMailSchema, NoticeMailSchema, SmsMailSchema, ProgressReportMailSchema]);
export type MailJobData = z.infer<typeof MailJobDataSchema>;
export type WeeklyLessonMail = z.infer<typeof WeeklyLessonMailSchema>;
export type NoticeMail = z.infer<typeof NoticeMailSchema>;
export type SmsMail = z.infer<typeof SmsMailSchema>;
/** The keys of the "your creation is ready" messages: one email and one SMS per creation, whatever its runs. */
export const creationReadyKeys = (creationId: string) => ({
  email: mailKey('creation-ready', creationId, 'email'),
  sms: mailKey('creation-ready', creationId, 'sms'),
});
/** What a mail job ends with: sent now, sent by an earlier attempt, or not sent (unsubscribed…) and why. */
export const MailJobResultSchema = z.object({
  key: z.string(),
  outcome: z.enum(['sent', 'already-sent', 'skipped']),
  reason: z.string().optional(),
});
export type MailJobResult = z.infer<typeof MailJobResultSchema>;
/**
 * How long a finished job that carries a family's data (an address, a phone number, a child's name, a report's figures)
 * stays in Redis: an hour, for a late watcher or an operator to see how it ended. What was sent is recorded elsewhere
 * (the mail log, report_sends, the creation), so nothing needs the data after that; the default would keep it a week.
 */
export const PERSONAL_JOB_RETENTION = { age: 3600 };
/**
 * Mail is retried longer than lessons (an SMTP server can be away for minutes): 10 s, 20 s, 40 s, 80 s, 160 s. Once
 * sent, the message's key in the mail log is what keeps it from going twice, not the job.
 */
export const MAIL_JOB_OPTIONS = {
  attempts: 6, backoff: { type: 'exponential' as const, delay: 10_000 }, removeOnComplete: PERSONAL_JOB_RETENTION,
};

/** Defaults every producer uses: retries with exponential backoff; finished jobs kept for late watchers. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 1000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
/** Creation and weekly report jobs: the defaults, but finished ones go after PERSONAL_JOB_RETENTION (a child's name, a family's ids). */
export const PERSONAL_JOB_OPTIONS = { ...DEFAULT_JOB_OPTIONS, removeOnComplete: PERSONAL_JOB_RETENTION };

// ---- learning reports (QUEUES.reports: the learning worker) ----
/** Job names on QUEUES.reports. */
export const REPORT_JOBS = { sweep: 'weekly-reports-sweep', weeklyReport: 'weekly-report' } as const;
/** The sweep: every opted-in child's report of last ISO week (or of `week`, when an operator asks for one). */
export const ReportSweepJobSchema = z.object({ week: z.string().regex(/^\d{4}-W\d{2}$/).optional() });
export type ReportSweepJob = z.infer<typeof ReportSweepJobSchema>;
/** One child's report email of one week; the job id is weekly-report-<childId>-<week>. */
export const WeeklyReportJobSchema = z.object({
  childId: EntityIdOf(),
  userId: EntityIdOf(),
  week: z.string().regex(/^\d{4}-W\d{2}$/),
});
export type WeeklyReportJob = z.infer<typeof WeeklyReportJobSchema>;
export const weeklyReportJobId = (childId: string, week: string) => `weekly-report-${childId}-${week}`;

// ---- events between services (QUEUES: EVENT_QUEUES, one queue per subscribing service; see events-bus.ts) ----
const EntityId = EntityIdOf();
/**
 * user.deleted: the account is gone; every service removes what it holds for this user. Only the random user id
 * travels (no email): the accounts service deletes the user document last, so while anything keyed by email is left,
 * the email is still found from the id.
 */
export const UserDeletedEventSchema = z.object({ userId: EntityId, requestedAt: z.string() });
export type UserDeletedEvent = z.infer<typeof UserDeletedEventSchema>;
/** content.deleted: lessons or creations (by id) were removed by their owner service; feedback on them goes too. */
export const ContentDeletedEventSchema = z.object({
  ids: z.array(EntityId).max(100_000),
  /** Why, for the logs: the event that caused it. */
  cause: z.string().max(200),
});
export type ContentDeletedEvent = z.infer<typeof ContentDeletedEventSchema>;
/** child.deleted: a parent removed a child profile; the child's learning records go. */
export const ChildDeletedEventSchema = z.object({ userId: EntityId, childId: EntityId, requestedAt: z.string() });
export type ChildDeletedEvent = z.infer<typeof ChildDeletedEventSchema>;
/**
 * class.students-left: students left an educator's class (the teacher removed them, their family unlinked them or went,
 * or the class was deleted); the answers they gave on the class device go, and with `classDeleted` the class's
 * assignments too. Only random ids travel.
 */
export const ClassStudentsLeftEventSchema = z.object({
  educatorUserId: EntityId,
  classId: EntityId,
  studentIds: z.array(EntityId).max(1000),
  classDeleted: z.boolean(),
});
export type ClassStudentsLeftEvent = z.infer<typeof ClassStudentsLeftEventSchema>;
/**
 * visitor.signed-in: a browser whose anonymous cookie is `anonId` signed in as `userId` by an emailed link (so in that
 * browser); what it asked or made anonymously joins the account. Only the two random ids travel.
 */
export const VisitorSignedInEventSchema = z.object({ userId: EntityId, anonId: z.string().regex(/^[a-f0-9]{32}$/) });
export type VisitorSignedInEvent = z.infer<typeof VisitorSignedInEventSchema>;
/** The payload schema of each event (events-bus.ts validates every job against it). */
export const EVENT_SCHEMAS = {
  'visitor.signed-in': VisitorSignedInEventSchema,
  'user.deleted': UserDeletedEventSchema,
  'content.deleted': ContentDeletedEventSchema,
  'child.deleted': ChildDeletedEventSchema,
  'class.students-left': ClassStudentsLeftEventSchema,
} as const;
export type EventPayloads = { [E in keyof typeof EVENT_SCHEMAS]: z.infer<(typeof EVENT_SCHEMAS)[E]> };
/**
 * An event's job is retried for about 6 hours (5 s, 10 s … 2.8 h apart) when its handler fails (a store error);
 * a service that is down simply has not taken it yet. A handled event goes at once: its data names what was deleted
 * (a user, a child, the ids of lessons and creations) and must not outlive the deletion. Publishing it again then runs
 * the handler again, which is harmless (handlers are idempotent). Failed ones stay a month, for operators.
 */
export const EVENT_JOB_OPTIONS = {
  attempts: 12,
  backoff: { type: 'exponential' as const, delay: 5000 },
  removeOnComplete: true,
  removeOnFail: { age: 30 * 24 * 3600 },
};
