import { z } from 'zod';
import {
  CREATION_MODES, DEFAULT_CUSTOM_OPTIONS, CREATION_OUTPUTS, FEEDBACK_TEXT_MAX_LENGTH, PAPER_SIZES,
  QUESTION_MAX_LENGTH, TOPIC_MAX_LENGTH, TTS_MAX_CHARS,
} from '../constants';
import { MESSAGES } from '../messages';
import { AgeRangeSchema, CreationNotifySchema, CreationSchema, CustomOptionsSchema, LimitsInfoSchema, normalisePhone } from './entities';
import { childNameSchema } from './learning';
import { ResearchResultSchema } from './research';

/** Every API error body. */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

// ---- POST /api/research (multipart: question, ageRange, optional image, optional userId; optional ?skip) ----
export const ResearchRequestFieldsSchema = z.object({
  question: z.string().trim().max(QUESTION_MAX_LENGTH, MESSAGES.questionTooLong).optional().default(''),
  ageRange: AgeRangeSchema,
  userId: z.string().trim().optional(),
  /** A child of the signed-in family (issue 11): the lesson is made for that child (age range from the profile). */
  childId: z.string().trim().regex(/^child_[a-f0-9]{32}$/, MESSAGES.childNotFound).optional(),
});
export type ResearchRequestFields = z.infer<typeof ResearchRequestFieldsSchema>;
export const ResearchAcceptedSchema = z.object({ slug: z.string(), jobId: z.string() });
export type ResearchAccepted = z.infer<typeof ResearchAcceptedSchema>;

// ---- GET /api/get-research?id= ----
export const GetResearchQuerySchema = z.object({ id: z.string().min(1) });
/** A lesson still being made: how far its job is, in the research queue's words (RESEARCH_STAGES), when it has started. */
export const ResearchPendingSchema = z.object({
  status: z.literal('pending'),
  jobId: z.string(),
  progress: z.number(),
  stage: z.string().optional(),
  message: z.string().optional(),
});
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
/**
 * Registration and sign-in are one emailed-link flow: whatever the email, the answer is the same { status:
 * 'check-email' } (nobody learns whether an address has an account, and no browser is signed in by typing an address).
 * `mailbox` is the development mailbox's path, given only outside production when mail goes to the outbox.
 * A browser already signed in as that very account gets its own id back (it proves nothing new).
 */
export const RegisterAnswerSchema = z.union([
  z.object({ userId: z.string() }),
  z.object({ status: z.literal('check-email'), message: z.string(), mailbox: z.string().optional() }),
]);
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;
/** POST /api/login/verify { token } (a user's click, never a page load): spends the emailed token and signs in. */
export const LoginVerifyRequestSchema = z.object({
  token: z.string({ error: MESSAGES.signInLinkInvalid }).trim().regex(/^[a-f0-9]{64}$/, MESSAGES.signInLinkInvalid),
});
/**
 * `created`: the link made the account. `endedSessions`: the first proof of an address ends every other session of
 * the account (sessions made before sign-in needed a link), and the page tells the owner how many.
 */
export const LoginVerifyAnswerSchema = z.object({ userId: z.string(), created: z.boolean(), endedSessions: z.number().int().min(0) });
export type LoginVerifyAnswer = z.infer<typeof LoginVerifyAnswerSchema>;
/** POST /api/login/link { token }: whose link this is, so the page can ask before signing in; the token stays unspent. */
export const LoginLinkAnswerSchema = z.object({ email: z.string(), hasAccount: z.boolean() });
export type LoginLinkAnswer = z.infer<typeof LoginLinkAnswerSchema>;
/** GET /api/me: who this browser's server session is (nothing about anyone else). */
export const MeAnswerSchema = z.object({
  signedIn: z.boolean(),
  userId: z.string().optional(),
  email: z.string().optional(),
  isPaid: z.boolean().optional(),
  /** The account has classes for teachers turned on. */
  educator: z.boolean().optional(),
});
export type MeAnswer = z.infer<typeof MeAnswerSchema>;

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
  childName: childNameSchema(MESSAGES.childNameInvalid).optional(),
  paperSize: z.enum(PAPER_SIZES, { error: MESSAGES.paperSizeInvalid }).optional(),
  /** Optional: tell me when it is ready (email, and a text when sms is on and a phone is given). */
  notify: CreationNotifySchema.optional(),
  /** Optional (signed-in families): the child it is for; its first name and age band come from the profile. */
  childId: z.string({ error: MESSAGES.childNotFound }).regex(/^child_[a-f0-9]{32}$/, MESSAGES.childNotFound).optional(),
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
/**
 * 200, the same for an address that is new, already subscribed or has an account (nobody learns which): `id` is a
 * reference derived from the email alone (for /subscription?id=), not the subscription's id.
 */
export const SubscribeAnswerSchema = z.object({ id: z.string(), message: z.string() });
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

// ---- The paid plan (accounts): GET /api/payments/status, POST /api/payments/checkout ----
/** Whether the upgrade buttons can start a checkout (Stripe or a hosted payment link is configured). */
/**
 * GET /api/feedback/summary: how families rated what they got (every lesson and creation rating, counted, no names):
 * the landing page shows this real figure instead of testimonials nobody wrote.
 */
export const FeedbackSummarySchema = z.object({ ratings: z.number().int().min(0), average: z.number().min(1).max(5).nullable() });
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;
/**
 * The paid plan's terms, stated wherever a trial is offered: TRIAL_PRICE_USD now for TRIAL_DAYS days, then `price`
 * (in `currency`, major units) every `intervalCount` `interval`s until cancelled.
 */
export const PlanTermsSchema = z.object({
  trialPrice: z.number().min(0),
  trialDays: z.number().int().min(0),
  price: z.number().positive(),
  currency: z.string().regex(/^[a-z]{3}$/),
  interval: z.enum(['day', 'week', 'month', 'year']),
  intervalCount: z.number().int().min(1),
});
export type PlanTerms = z.infer<typeof PlanTermsSchema>;
/** Can the upgrade buttons sell? Only with terms to state (a plan whose price cannot be read is not offered). */
export const PaymentsStatusAnswerSchema = z.object({ available: z.boolean(), terms: PlanTermsSchema.optional() });
export type PaymentsStatusAnswer = z.infer<typeof PaymentsStatusAnswerSchema>;
/** `returnPath`: the page a cancelled checkout comes back to (a path on this site; default /downloads). */
export const CheckoutRequestSchema = z.object({
  returnPath: z.string({ error: MESSAGES.checkoutReturnPath }).max(200, MESSAGES.checkoutReturnPath)
    .regex(/^\/(?![/\\])[^\s]*$/, MESSAGES.checkoutReturnPath).optional(),
});
/** Where the browser goes to pay (a Stripe Checkout Session or the hosted payment link, tied to the account). */
export const CheckoutAnswerSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

// ---- Your data (accounts): GET /api/account/export (a JSON download), DELETE /api/account ----
/** Deleting an account cannot be undone, so the request must say so in words. */
export const DeleteAccountRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: MESSAGES.accountDeleteConfirm }),
}, { error: MESSAGES.accountDeleteConfirm });
export const DeleteAccountAnswerSchema = z.object({ deleted: z.literal(true), message: z.string() });
export type DeleteAccountAnswer = z.infer<typeof DeleteAccountAnswerSchema>;

// ---- Where "your creation is ready" goes (accounts): the account's own email, and a phone proved by a texted code ----
/** GET /api/account/contact: the signed-in account's email (verified or not yet) and its verified phone, if any. */
export const ContactAnswerSchema = z.object({ email: z.string(), emailVerified: z.boolean(), phone: z.string().nullable() });
export type ContactAnswer = z.infer<typeof ContactAnswerSchema>;
/** POST /api/account/phone/code { phone }: texts a 6-digit code to that number (read as E.164, see normalisePhone). */
export const PhoneCodeRequestSchema = z.object({
  phone: z.string({ error: MESSAGES.notifyPhoneInvalid }).max(40, MESSAGES.notifyPhoneInvalid)
    .transform((phone, ctx) => normalisePhone(phone) ?? (ctx.addIssue({ code: 'custom', message: MESSAGES.notifyPhoneInvalid }), z.NEVER)),
});
export const PhoneCodeAnswerSchema = z.object({ sent: z.literal(true), phone: z.string(), expiresInSeconds: z.number().int(), message: z.string() });
export type PhoneCodeAnswer = z.infer<typeof PhoneCodeAnswerSchema>;
/** POST /api/account/phone/verify { code }: the code texted last; right, the number becomes the account's phone. */
export const PhoneVerifyRequestSchema = z.object({
  code: z.string({ error: MESSAGES.phoneCodeWrong }).trim().regex(/^\d{6}$/, MESSAGES.phoneCodeWrong),
});
/** The verify answer (the phone now kept) and DELETE /api/account/phone's (null: texts stop). */
export const PhoneAnswerSchema = z.object({ phone: z.string().nullable(), message: z.string() });
export type PhoneAnswer = z.infer<typeof PhoneAnswerSchema>;

/** First message of a zod error, for `{ error }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}
