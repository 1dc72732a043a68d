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
  feedback: z.string().trim().max(FEEDBACK_TEXT_MAX_LENGTH).optional().default(''),
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
  childName: z.string().trim().max(CHILD_NAME_MAX_LENGTH).optional(),
  paperSize: z.enum(PAPER_SIZES).optional(),
}).transform((body) => ({
  ...body,
  // Quick mode has no custom options; custom mode falls back to the spec's defaults.
  customOptions: body.mode === 'custom' ? body.customOptions ?? { ...DEFAULT_CUSTOM_OPTIONS } : undefined,
}));
export type CreateCreationRequest = z.infer<typeof CreateCreationRequestSchema>;
export const CreationAnswerSchema = CreationSchema;
export const CreationListAnswerSchema = z.object({ creations: z.array(CreationSchema) });

/** First message of a zod error, for `{ error }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}
