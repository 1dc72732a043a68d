import { z } from 'zod';
import { FeedbackSchema, type Feedback } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/**
 * A lesson's feedback is one document keyed by its id (hashId): only the lesson's owner reads and writes it.
 * A creation's feedback comes from whoever holds the printed book (its QR code), so it is one document per creation
 * and author (`author` = "u-<userId>" or "a-<anonymous id>", document id "<hashId>.<author>"): everyone reads and
 * changes only their own, and nobody overwrites anybody else's.
 */
const FeedbackDocSchema = FeedbackSchema.extend({ id: z.string(), author: z.string().optional() });
type FeedbackDoc = z.infer<typeof FeedbackDocSchema>;

export interface FeedbackRepository {
  /** The feedback on a lesson (no author), or one author's feedback on a creation. */
  get(hashId: string, author?: string): Promise<Feedback | null>;
  save(feedback: Feedback, author?: string): Promise<Feedback>;
  ping(): Promise<void>;
  /** The feedback on these lessons or creations (a user's data export). */
  /** With `userId`, also that user's own feedback on these creations (never other authors'). */
  listFor(hashIds: string[], userId?: string): Promise<Feedback[]>;
  /** Deletes the feedback on these lessons or creations (they were deleted); answers how many there were. */
  removeFor(hashIds: string[]): Promise<number>;
  /** A signed-in user's own feedback on anybody's creations (printed QR codes), for their export. */
  listByUser(userId: string): Promise<Feedback[]>;
  /** Deletes a user's own feedback on anybody's creations (the user was deleted); answers how many there were. */
  removeByUser(userId: string): Promise<number>;
  /** How many ratings of each value (1-5) there are, over everything rated. */
  ratingCounts(): Promise<Record<1 | 2 | 3 | 4 | 5, number>>;
}

const toFeedback = (doc: FeedbackDoc | null): Feedback | null =>
  doc ? { hashId: doc.hashId, rating: doc.rating, feedback: doc.feedback, updatedAt: doc.updatedAt } : null;

const docId = (hashId: string, author?: string) => (author ? `${hashId}.${author}` : hashId);

export function createFeedbackRepository(store: Store): FeedbackRepository {
  const feedback = store.collection<FeedbackDoc>('feedback', { schema: FeedbackDocSchema, indexes: ['hashId', 'author'] });
  return {
    async get(hashId, author) {
      return toFeedback(await feedback.get(docId(hashId, author)));
    },
    async save(entry, author) {
      return toFeedback(await feedback.upsert({ ...entry, id: docId(entry.hashId, author), ...(author ? { author } : {}) }))!;
    },
    async ping() {
      await feedback.get('');
    },
    async listFor(hashIds, userId) {
      const found: Feedback[] = [];
      for (const hashId of new Set(hashIds)) {
        for (const id of [hashId, ...(userId ? [docId(hashId, `u-${userId}`)] : [])]) {
          const entry = toFeedback(await feedback.get(id));
          if (entry) found.push(entry);
        }
      }
      return found;
    },
    async removeFor(hashIds) {
      // Every author's feedback on a deleted lesson or creation goes with it.
      let removed = 0;
      for (const hashId of new Set(hashIds)) {
        for (const doc of await feedback.find({ hashId })) if (await feedback.delete(doc.id)) removed += 1;
      }
      return removed;
    },
    async listByUser(userId) {
      return (await feedback.find({ author: `u-${userId}` })).map((doc) => toFeedback(doc)!);
    },
    async ratingCounts() {
      const [one, two, three, four, five] = await Promise.all(([1, 2, 3, 4, 5] as const).map((rating) => feedback.count({ rating })));
      return { 1: one, 2: two, 3: three, 4: four, 5: five };
    },
    async removeByUser(userId) {
      let removed = 0;
      for (const doc of await feedback.find({ author: `u-${userId}` })) if (await feedback.delete(doc.id)) removed += 1;
      return removed;
    },
  };
}
