import { z } from 'zod';
import { PAPER_FEEDBACK_KINDS, PaperFeedbackReadingSchema } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/**
 * A photo or voice note added from a printed book's feedback page (issue 22 §3), filed under the child the book was
 * made for and kept under the child's family (`familyUserId`), whoever in the circle added it (`byUserId`). The file
 * itself is on disk (paper/files.ts) under `file`; the document says what it is and until when it is kept.
 */
const PaperItemDocSchema = z.object({
  id: z.string(),
  kind: z.enum(PAPER_FEEDBACK_KINDS),
  creationId: z.string(),
  familyUserId: z.string(),
  childId: z.string(),
  byUserId: z.string(),
  /** How the family knows who added it ("You" is said to the parent; a helper's name as the family gave it). */
  byLabel: z.string(),
  file: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  durationSeconds: z.number().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
  reading: PaperFeedbackReadingSchema.optional(),
});
export type PaperItemDoc = z.infer<typeof PaperItemDocSchema>;

/** A family's consent to photos and voice notes (given by the parent, once) and how long they are kept. */
const PaperConsentDocSchema = z.object({
  /** The family's user id. */
  id: z.string(),
  version: z.number().int(),
  givenAt: z.string(),
  retentionMonths: z.number().int(),
});
export type PaperConsentDoc = z.infer<typeof PaperConsentDocSchema>;

export interface PaperRepository {
  items: ReturnType<typeof collections>['items'];
  consents: ReturnType<typeof collections>['consents'];
}

function collections(store: Store) {
  return {
    items: store.collection<PaperItemDoc>('paper_feedback', { schema: PaperItemDocSchema, indexes: ['creationId', 'familyUserId', 'childId', 'byUserId', 'expiresAt'] }),
    consents: store.collection<PaperConsentDoc>('paper_feedback_consents', { schema: PaperConsentDocSchema }),
  };
}

export const createPaperRepository = (store: Store): PaperRepository => collections(store);

/** When an item made at `createdAt` is deleted under a retention of `months` (calendar months, same day and time). */
export function expiryOf(createdAt: string, months: number): string {
  const at = new Date(createdAt);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at.toISOString();
}
