import { z } from 'zod';
import { MESSAGES } from '../messages';

// Feedback from paper (issue 22 §3): on the page a printed book's QR code opens, the family (or a helper in the
// child's circle) adds a photo of the finished page and a voice note for the child's record. Children's faces and
// voices are personal information: the family consents once first, items are kept for a retention period the family
// chooses, and nobody outside the child's circle ever reads them.

export const PAPER_FEEDBACK_KINDS = ['photo', 'voice'] as const;
export type PaperFeedbackKind = (typeof PAPER_FEEDBACK_KINDS)[number];

/** A voice note is at most this long (the recorder stops itself; the server measures what arrives). */
export const VOICE_NOTE_MAX_SECONDS = 60;
/** Upload limits, checked before anything is decoded. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
export const VOICE_MAX_BYTES = 6 * 1024 * 1024;
/** A child's record keeps at most this many photos and voice notes at once (the oldest can be deleted to add more). */
export const MAX_PAPER_ITEMS_PER_CHILD = 500;
/** A stored photo's longest side (enough to read a worksheet; far less than a phone camera's). */
export const PHOTO_MAX_SIDE = 2000;
/** How long photos and voice notes are kept, as the family may choose; the default comes from the server's setting. */
export const RETENTION_MONTH_CHOICES = [1, 3, 6, 12, 24] as const;
export type RetentionMonths = (typeof RETENTION_MONTH_CHOICES)[number];
/** The words a family agrees to; its version is recorded with the consent, so a changed text asks again. */
export const PAPER_FEEDBACK_CONSENT_VERSION = 1;

const RetentionMonthsSchema = z.number({ error: MESSAGES.paperRetentionInvalid })
  .refine((months) => (RETENTION_MONTH_CHOICES as readonly number[]).includes(months), MESSAGES.paperRetentionInvalid);

/** The family's consent (given once by the parent) and how long items are kept. */
export const PaperFeedbackConsentRequestSchema = z.strictObject({
  consent: z.literal(true, { error: MESSAGES.paperConsentRequired }),
  retentionMonths: RetentionMonthsSchema.optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.paperConsentUnknownField : undefined) });
export type PaperFeedbackConsentRequest = z.infer<typeof PaperFeedbackConsentRequestSchema>;

export const PaperFeedbackRetentionRequestSchema = z.strictObject({
  retentionMonths: RetentionMonthsSchema,
}, { error: MESSAGES.paperRetentionInvalid });

/** What a provider read from an item; absent when no provider is keyed (nothing is invented offline). */
export const PaperFeedbackReadingSchema = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  /** A voice note's words. */
  transcript: z.string().optional(),
  /** What the photo shows, in one or two sentences. */
  description: z.string().optional(),
});
export type PaperFeedbackReading = z.infer<typeof PaperFeedbackReadingSchema>;

export const PaperFeedbackItemSchema = z.object({
  itemId: z.string(),
  kind: z.enum(PAPER_FEEDBACK_KINDS),
  creationId: z.string(),
  childId: z.string(),
  createdAt: z.string(),
  /** When it is deleted by the retention period. */
  expiresAt: z.string(),
  /** Who added it, as the family sees them ("You", or the name the family gave a helper). */
  addedBy: z.string(),
  /** The viewer added it (they may delete it; the parent may delete any). */
  mine: z.boolean(),
  /** Where the browser loads it (the session decides whether it may). */
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  durationSeconds: z.number().optional(),
  reading: PaperFeedbackReadingSchema.optional(),
});
export type PaperFeedbackItem = z.infer<typeof PaperFeedbackItemSchema>;

/** GET /api/paper-feedback/:creationId: what the signed-in viewer may do on this book's feedback page. */
export const PaperFeedbackStateSchema = z.object({
  /** Photos and voice notes go to this child's record (their first name, if the family gave one). */
  childName: z.string().optional(),
  /** The parent of the family (they consent, choose retention, delete anything). */
  isParent: z.boolean(),
  /** The viewer may add items (the parent, or a helper in the child's circle, once the family has consented). */
  canAdd: z.boolean(),
  consent: z.object({ given: z.boolean(), retentionMonths: z.number().int(), givenAt: z.string().optional() }),
  items: z.array(PaperFeedbackItemSchema),
  /** Why nothing can be added here, in words (a book made for no child). */
  unavailable: z.string().optional(),
});
export type PaperFeedbackState = z.infer<typeof PaperFeedbackStateSchema>;

/** GET /api/paper-feedback: the family's consent and every photo and voice note of its children (the account page). */
export const PaperFeedbackFamilySchema = z.object({
  consent: z.object({ given: z.boolean(), retentionMonths: z.number().int(), givenAt: z.string().optional() }),
  items: z.array(PaperFeedbackItemSchema),
});
export type PaperFeedbackFamily = z.infer<typeof PaperFeedbackFamilySchema>;
