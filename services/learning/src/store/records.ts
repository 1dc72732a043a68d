import { z } from 'zod';
import { ASSIGNMENT_KINDS, QUIZ_SKILLS, REVIEW_CARD_KINDS, REVIEW_GRADES, DIFFICULTY_LEVELS } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';
import type { AnswerRecord, ReviewRecord } from '../domain/types';
import type { StoredSchedule } from '../domain/review-schedule';

// The learning service's own data (issue 11): per child, the answers on record, the review cards with their FSRS
// schedule, every review, and a parent's level choices. Every document carries the family's user id (user.deleted)
// and the child id (child.deleted); nothing else about the child is kept here.

const ScheduleSchema = z.object({
  due: z.string(), stability: z.number(), difficulty: z.number(), elapsedDays: z.number(), scheduledDays: z.number(),
  learningSteps: z.number(), reps: z.number(), lapses: z.number(), state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: z.string().nullable(),
});

/**
 * One answer per child and question: the id is `${childId}:${hashId}:${questionIndex}`, so the first one stays. `skill`
 * is absent when the lesson's question has no skill tag. The lesson's question and title are kept so the report's next
 * questions never repeat a lesson the child has done (answers recorded before they were kept have neither).
 */
const AnswerDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), hashId: z.string(), questionIndex: z.number().int(),
  optionIndex: z.number().int(), module: z.string(), skill: z.enum(QUIZ_SKILLS).optional(), correct: z.boolean(), at: z.string(),
  lessonQuestion: z.string().optional(), lessonTitle: z.string().optional(),
});
export type AnswerDoc = z.infer<typeof AnswerDocSchema>;

const CardDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), hashId: z.string(), kind: z.enum(REVIEW_CARD_KINDS), module: z.string(),
  front: z.string(), back: z.string(), createdAt: z.string(), schedule: ScheduleSchema,
});
export type CardDoc = z.infer<typeof CardDocSchema>;

const ReviewDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), cardId: z.string(), grade: z.enum(REVIEW_GRADES), at: z.string(), learned: z.boolean(),
});
export type ReviewDoc = z.infer<typeof ReviewDocSchema>;

/** A parent's level for one module: id `${childId}:${module}`. */
const LevelDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), module: z.string(), level: z.enum(DIFFICULTY_LEVELS), at: z.string(),
});
export type LevelDoc = z.infer<typeof LevelDocSchema>;

/** A child's report email of one week was handed to the mail queue: id `${childId}:${week}` (never twice). */
const ReportSendDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), week: z.string(), outcome: z.enum(['queued', 'nothing-to-report']), at: z.string(),
});
export type ReportSendDoc = z.infer<typeof ReportSendDocSchema>;

/**
 * Work given to a child by the family or someone in its circle (issue 22): a question to ask, a review, a creation. Kept
 * under the family's user id; byUserId is who gave it (shown as "You" to them), byLabel how the family knows them.
 */
const AssignmentDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), kind: z.enum(ASSIGNMENT_KINDS), text: z.string().optional(),
  dueOn: z.string().optional(), byUserId: z.string(), byLabel: z.string(), createdAt: z.string(), doneAt: z.string().optional(),
});
export type AssignmentDoc = z.infer<typeof AssignmentDocSchema>;

/** A note for the family about a child, from the family or someone in its circle. */
const NoteDocSchema = z.object({
  id: z.string(), userId: z.string(), childId: z.string(), text: z.string(), byUserId: z.string(), byLabel: z.string(), createdAt: z.string(),
});
export type NoteDoc = z.infer<typeof NoteDocSchema>;

/**
 * A lesson an educator assigned to a class (issue 22 §2). `userId` is the educator's: their students' answers are kept
 * under it too (childId = the student's id), so the educator's export and deletion take the class work with them.
 */
const ClassAssignmentDocSchema = z.object({
  id: z.string(), userId: z.string(), classId: z.string(), hashId: z.string(), title: z.string(), questions: z.number().int(),
  studentIds: z.array(z.string()).optional(), dueOn: z.string().optional(), createdAt: z.string(),
});
export type ClassAssignmentDoc = z.infer<typeof ClassAssignmentDocSchema>;

export interface LearningRecords {
  classAssignments: ReturnType<typeof collections>['classAssignments'];
  assignments: ReturnType<typeof collections>['assignments'];
  notes: ReturnType<typeof collections>['notes'];
  answers: ReturnType<typeof collections>['answers'];
  cards: ReturnType<typeof collections>['cards'];
  reviews: ReturnType<typeof collections>['reviews'];
  levels: ReturnType<typeof collections>['levels'];
  reportSends: ReturnType<typeof collections>['reportSends'];
  ping(): Promise<void>;
}

function collections(store: Store) {
  return {
    answers: store.collection<AnswerDoc>('answers', { schema: AnswerDocSchema, indexes: ['userId', 'childId', 'at'] }),
    cards: store.collection<CardDoc>('cards', { schema: CardDocSchema, indexes: ['userId', 'childId', 'createdAt'] }),
    reviews: store.collection<ReviewDoc>('reviews', { schema: ReviewDocSchema, indexes: ['userId', 'childId', 'at'] }),
    levels: store.collection<LevelDoc>('levels', { schema: LevelDocSchema, indexes: ['userId', 'childId'] }),
    reportSends: store.collection<ReportSendDoc>('report_sends', { schema: ReportSendDocSchema, indexes: ['userId', 'childId', 'week'] }),
    assignments: store.collection<AssignmentDoc>('assignments', { schema: AssignmentDocSchema, indexes: ['userId', 'childId', 'createdAt'] }),
    notes: store.collection<NoteDoc>('care_notes', { schema: NoteDocSchema, indexes: ['userId', 'childId', 'createdAt'] }),
    classAssignments: store.collection<ClassAssignmentDoc>('class_assignments', { schema: ClassAssignmentDocSchema, indexes: ['userId', 'classId', 'createdAt'] }),
  };
}

export function createLearningRecords(store: Store): LearningRecords {
  const parts = collections(store);
  return { ...parts, ping: async () => { await parts.answers.get(''); } };
}

export const answerId = (childId: string, hashId: string, questionIndex: number) => `${childId}:${hashId}:${questionIndex}`;

export const toAnswerRecord = (doc: AnswerDoc): AnswerRecord => ({
  childId: doc.childId, hashId: doc.hashId, questionIndex: doc.questionIndex, module: doc.module, skill: doc.skill ?? null, correct: doc.correct, at: new Date(doc.at),
});
export const toReviewRecord = (doc: ReviewDoc): ReviewRecord => ({ childId: doc.childId, cardId: doc.cardId, grade: doc.grade, at: new Date(doc.at), learned: doc.learned });
export type { StoredSchedule };
