import { z } from 'zod';
import {
  AGE_BANDS, AGE_RANGES, CREATION_MODES, CREATION_OUTPUTS, LEARNING_FOCUSES, PAPER_SIZES, TONES,
} from '../constants';
import { MESSAGES } from '../messages';
import { SUPPORT_NEEDS } from './learning';
import { ReadabilitySchema } from './research';

export const AgeRangeSchema = z.enum(AGE_RANGES);

/** A recorded question (owned by the research service). Anonymous asks carry anonId, signed-in ones userId. */
export const AskSchema = z.object({
  id: z.string(),
  slug: z.string(),
  question: z.string(),
  ageRange: AgeRangeSchema,
  userId: z.string().nullable(),
  anonId: z.string().nullable(),
  /** The family's child the lesson is for (issue 11), when the parent picked one. */
  childId: z.string().optional(),
  jobId: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  /** Answered with the exploration page or an urgent safety answer: it does not use up a free question (issue 19). */
  free: z.boolean().optional(),
  /**
   * Asked before signing in and joined to the account when this browser signed in: it stays in the family's lessons but
   * used the visitor's free questions, not the account's (a parent who signs up can still ask for the children they add).
   */
  askedAsVisitor: z.boolean().optional(),
  error: z.string().optional(),
  createdAt: z.string(),
});
export type Ask = z.infer<typeof AskSchema>;

export const LimitsInfoSchema = z.object({
  questionCount: z.number().int().min(0),
  limit: z.number().int().min(0),
  hasReachedLimit: z.boolean(),
  isPaid: z.boolean(),
});
export type LimitsInfo = z.infer<typeof LimitsInfoSchema>;

export const UserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  /** When the owner first used a link sent to this email (accounts made before sign-in by link have none yet). */
  emailVerifiedAt: z.string().optional(),
  /** The account's phone (E.164), kept only once its owner typed the code we texted to it; "text me" goes only here. */
  phone: z.string().optional(),
  phoneVerifiedAt: z.string().optional(),
  /** Since when the account also teaches (issue 22 §2: classes); absent for a family-only account. */
  educatorSince: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const FeedbackSchema = z.object({
  hashId: z.string(),
  rating: z.number().int().min(1).max(5),
  feedback: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const CustomOptionsSchema = z.object({
  ageBand: z.enum(AGE_BANDS, { error: MESSAGES.invalidCustomOptions }),
  tone: z.enum(TONES, { error: MESSAGES.invalidCustomOptions }),
  learningFocus: z.enum(LEARNING_FOCUSES, { error: MESSAGES.invalidCustomOptions }),
}, { error: MESSAGES.invalidCustomOptions });
export type CustomOptions = z.infer<typeof CustomOptionsSchema>;

export const ResultUrlsSchema = z.object({
  audiobook: z.string().optional(),
  video: z.string().optional(),
  digitalActivityBook: z.string().optional(),
  hardcopyActivityBook: z.string().optional(),
});
export type ResultUrls = z.infer<typeof ResultUrlsSchema>;

export const CREATION_STATUSES = ['processing', 'ready', 'failed'] as const;
export type CreationStatus = (typeof CREATION_STATUSES)[number];

export const CreationSchema = z.object({
  id: z.string(),
  topic: z.string(),
  title: z.string(),
  mode: z.enum(CREATION_MODES),
  outputs: z.array(z.enum(CREATION_OUTPUTS)).min(1),
  customOptions: CustomOptionsSchema.optional(),
  childName: z.string().optional(),
  paperSize: z.enum(PAPER_SIZES),
  status: z.enum(CREATION_STATUSES),
  progress: z.number().min(0).max(100),
  stage: z.string().optional(),
  error: z.string().optional(),
  resultUrls: ResultUrlsSchema,
  jobId: z.string(),
  createdAt: z.string(),
  /** The story's measured reading level for its age band; set when the creation is ready (absent on older ones). */
  readability: ReadabilitySchema.optional(),
  /** The age band the story was written for (a child's own band, else the chosen or default one); set when ready. */
  ageBand: z.enum(AGE_BANDS).optional(),
  /**
   * Where a book made offline got its facts, said to the family (issue 19): which checked lesson they come from, or
   * which parts are general because we had no checked facts on the topic yet. Absent: nothing to say.
   */
  contentNote: z.string().max(400).optional(),
});
export type Creation = z.infer<typeof CreationSchema>;

/**
 * A phone number as E.164 ("+15551234567"): spaces, dashes, dots and brackets are dropped; ten digits (or 1 and ten
 * digits) are read as a North American number. Anything else needs its country code. Null when it is not a number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  return null;
}

/**
 * What a creation asks for when it is ready (the /create settings, spec §2): an email and, when on, a text. They go
 * only to the signed-in account's own verified email and verified phone (the server looks them up); a request never
 * names an address or a number, so nobody can send our messages to somebody else.
 */
export const CreationNotifySchema = z.strictObject({
  email: z.boolean({ error: MESSAGES.notifyChoiceInvalid }).optional().default(false),
  sms: z.boolean({ error: MESSAGES.notifyChoiceInvalid }).optional().default(false),
}, { error: MESSAGES.notifyChoiceInvalid });
export type CreationNotify = z.infer<typeof CreationNotifySchema>;

/** A creation as the media service stores it: the public creation plus who owns it (never sent to clients). */
export const CreationRecordSchema = CreationSchema.extend({
  userId: z.string().nullable(),
  anonId: z.string().nullable(),
  /** Where to say the creation is ready (the creator's /create settings), if they gave any. */
  notify: z.object({ email: z.string().optional(), phone: z.string().optional(), sms: z.boolean() }).optional(),
  /** The family's child it was made for (issue 11): never sent to browsers (share links show the creation to anyone). */
  forChild: z.object({
    childId: z.string(),
    ageBand: z.enum(AGE_BANDS),
    /** The child's support needs when it was made: the books print the story larger and roomier for them. */
    supportNeeds: z.array(z.enum(SUPPORT_NEEDS)).default([]),
  }).optional(),
});
export type CreationRecord = z.infer<typeof CreationRecordSchema>;
