import { z } from 'zod';
import {
  CHILD_NAME_MAX_LENGTH, CREATION_MODES, DEFAULT_CUSTOM_OPTIONS, CREATION_OUTPUTS, FEEDBACK_TEXT_MAX_LENGTH, PAPER_SIZES,
  QUESTION_MAX_LENGTH, TOPIC_MAX_LENGTH, TTS_MAX_CHARS,
} from '../constants';
import { MESSAGES } from '../messages';
import { AgeRangeSchema, CreationSchema, CustomOptionsSchema, LimitsInfoSchema } from './entities';
import { ResearchResultSchema } from './research';

/** Every API error body. */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

// ---- POST /api/research (multipart: question, ageRange, optional image, optional userId; optional ?skip) ----
export const ResearchRequestFieldsSchema = z.object({
  question: z.string().trim().max(QUESTION_MAX_LENGTH, MESSAGES.questionTooLong).optional().default(''),
  ageRange: AgeRangeSchema,
  userId: z.string().trim().optional(),
});
export type ResearchRequestFields = z.infer<typeof ResearchRequestFieldsSchema>;
export const ResearchAcceptedSchema = z.object({ slug: z.string(), jobId: z.string() });
export type ResearchAccepted = z.infer<typeof ResearchAcceptedSchema>;

// ---- GET /api/get-research?id= ----
export const GetResearchQuerySchema = z.object({ id: z.string().min(1) });
export const ResearchPendingSchema = z.object({ status: z.literal('pending'), jobId: z.string(), progress: z.number() });
export type ResearchPending = z.infer<typeof ResearchPendingSchema>;
export const GetResearchAnswerSchema = z.union([ResearchResultSchema, ResearchPendingSchema]);

// ---- GET /api/check-limits?userId=&anonymousQuestionCount=&skip ----
export const CheckLimitsQuerySchema = z.object({
  userId: z.string().optional(),
  anonymousQuestionCount: z.coerce.number().int().min(0).optional(),
  skip: z.string().optional(),
});
export const CheckLimitsAnswerSchema = LimitsInfoSchema;

// ---- GET /api/get-asks?userId= ----
export const AskListItemSchema = z.object({ slug: z.string(), question: z.string() });
export const GetAsksAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('previous'), data: z.array(AskListItemSchema) }),
  z.object({ type: z.literal('examples'), data: z.object({ kids: z.array(z.string()), parents: z.array(z.string()) }) }),
]);
export type GetAsksAnswer = z.infer<typeof GetAsksAnswerSchema>;

// ---- POST /api/update-ask-user {hashId, userId} ----
export const UpdateAskUserRequestSchema = z.object({ hashId: z.string().min(1), userId: z.string().min(1) });
export const OkAnswerSchema = z.object({ ok: z.literal(true) });

// ---- POST /api/register {email} ----
export const RegisterRequestSchema = z.object({
  email: z.string({ error: MESSAGES.invalidEmail }).trim().toLowerCase().pipe(z.email({ error: MESSAGES.invalidEmail })),
});
export const RegisterAnswerSchema = z.object({ userId: z.string() });

// ---- GET/POST /api/feedback ----
export const FeedbackQuerySchema = z.object({ hashId: z.string().min(1, MESSAGES.feedbackHashId) });
export const FeedbackStatusSchema = z.object({ hasFeedback: z.boolean(), rating: z.number().int().nullable(), feedback: z.string() });
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;
export const FeedbackRequestSchema = z.object({
  hashId: z.string({ error: MESSAGES.feedbackHashId }).trim().min(1, MESSAGES.feedbackHashId),
  rating: z.number({ error: MESSAGES.feedbackRating }).int(MESSAGES.feedbackRating).min(1, MESSAGES.feedbackRating).max(5, MESSAGES.feedbackRating),
  // null, like an omitted text, keeps what was written before (the route decides); anything else must be text.
  feedback: z.string({ error: MESSAGES.feedbackText }).trim().max(FEEDBACK_TEXT_MAX_LENGTH, MESSAGES.feedbackText).nullish()
    .transform((text) => text ?? ''),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

// ---- POST /api/tts {text} → audio ----
export const TtsRequestSchema = z.object({
  text: z.string({ error: MESSAGES.ttsEmpty }).trim().min(1, MESSAGES.ttsEmpty).max(TTS_MAX_CHARS, MESSAGES.ttsTooLong),
});

// ---- Create: POST /api/creations, GET /api/creations, GET /api/creations/:id, POST /api/creations/:id/retry ----
export const CreateCreationRequestSchema = z.object({
  topic: z.string({ error: MESSAGES.topicRequired }).trim().min(1, MESSAGES.topicRequired).max(TOPIC_MAX_LENGTH, MESSAGES.topicTooLong),
  mode: z.enum(CREATION_MODES, { error: MESSAGES.invalidMode }),
  outputs: z.array(z.enum(CREATION_OUTPUTS, { error: MESSAGES.invalidOutputs }), { error: MESSAGES.outputRequired })
    .min(1, MESSAGES.outputRequired)
    .transform((outputs) => [...new Set(outputs)]),
  customOptions: CustomOptionsSchema.optional(),
  childName: z.string({ error: MESSAGES.childNameInvalid }).trim().max(CHILD_NAME_MAX_LENGTH, MESSAGES.childNameInvalid).optional(),
  paperSize: z.enum(PAPER_SIZES, { error: MESSAGES.paperSizeInvalid }).optional(),
}).transform((body) => ({
  ...body,
  // Quick mode has no custom options; custom mode falls back to the spec's defaults.
  customOptions: body.mode === 'custom' ? body.customOptions ?? { ...DEFAULT_CUSTOM_OPTIONS } : undefined,
}));
export type CreateCreationRequest = z.infer<typeof CreateCreationRequestSchema>;
export const CreationAnswerSchema = CreationSchema;
export const CreationListAnswerSchema = z.object({ creations: z.array(CreationSchema) });

// ---- The free weekly lesson subscription (issue 8; accounts owns subscribers, lessons and mail) ----
export const WEEKLY_AGE_MIN = 3;
export const WEEKLY_AGE_MAX = 12;
/** POST /api/subscribe: email required (spec wording for a bad one); the child's age and time zone are optional. */
export const SubscribeRequestSchema = z.object({
  email: z.string({ error: MESSAGES.invalidEmail }).trim().toLowerCase().pipe(z.email({ error: MESSAGES.invalidEmail })),
  childAge: z.coerce.number({ error: MESSAGES.childAgeInvalid }).int(MESSAGES.childAgeInvalid)
    .min(WEEKLY_AGE_MIN, MESSAGES.childAgeInvalid).max(WEEKLY_AGE_MAX, MESSAGES.childAgeInvalid).optional(),
  /** An IANA time zone ("America/Chicago"); the weekly email arrives in that zone's morning. */
  timezone: z.string({ error: MESSAGES.timezoneInvalid }).trim().max(64, MESSAGES.timezoneInvalid)
    .refine((zone) => { try { new Intl.DateTimeFormat('en-US', { timeZone: zone }); return true; } catch { return false; } }, MESSAGES.timezoneInvalid)
    .optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;
/** 200: `id` is the subscription's public id (for /subscription?id=); subscribing twice is harmless and says so. */
export const SubscribeAnswerSchema = z.object({ id: z.string(), alreadySubscribed: z.boolean(), message: z.string() });
export type SubscribeAnswer = z.infer<typeof SubscribeAnswerSchema>;

/** A weekly lesson's topic card (GET /api/weekly-lessons). */
export const WeeklyLessonCardSchema = z.object({
  id: z.string(), week: z.number().int(), title: z.string(), description: z.string(),
  ages: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type WeeklyLessonCard = z.infer<typeof WeeklyLessonCardSchema>;
export const WeeklyLessonListAnswerSchema = z.object({ lessons: z.array(WeeklyLessonCardSchema) });
/** GET /api/weekly-lessons/:id: the whole lesson, for the modal; its one-page PDF is GET /api/weekly-lessons/:id/pdf. */
export const WeeklyLessonAnswerSchema = WeeklyLessonCardSchema.extend({
  story: z.object({ title: z.string(), text: z.string() }),
  forGrownUps: z.string(),
  activities: z.array(z.object({ title: z.string(), materials: z.array(z.string()), steps: z.array(z.string()), note: z.string() })),
  conversationStarters: z.array(z.string()),
  sources: z.array(z.object({ title: z.string(), url: z.string(), claim: z.string() })),
});
export type WeeklyLessonAnswer = z.infer<typeof WeeklyLessonAnswerSchema>;
/** POST /api/unsubscribe?token= (the page's button, and RFC 8058 one-click from mail clients). */
export const UnsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true), message: z.string() });

/** First message of a zod error, for `{ error }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}
