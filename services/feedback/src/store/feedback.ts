import { z } from 'zod';
import { FeedbackSchema, type Feedback } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/** One feedback document per research or creation, keyed by its id (hashId). */
const FeedbackDocSchema = FeedbackSchema.extend({ id: z.string() });
type FeedbackDoc = z.infer<typeof FeedbackDocSchema>;

export interface FeedbackRepository {
  get(hashId: string): Promise<Feedback | null>;
  save(feedback: Feedback): Promise<Feedback>;
  ping(): Promise<void>;
}

const toFeedback = (doc: FeedbackDoc | null): Feedback | null =>
  doc ? { hashId: doc.hashId, rating: doc.rating, feedback: doc.feedback, updatedAt: doc.updatedAt } : null;

export function createFeedbackRepository(store: Store): FeedbackRepository {
  const feedback = store.collection<FeedbackDoc>('feedback', { schema: FeedbackDocSchema });
  return {
    async get(hashId) {
      return toFeedback(await feedback.get(hashId));
    },
    async save(entry) {
      return toFeedback(await feedback.upsert({ ...entry, id: entry.hashId }))!;
    },
    async ping() {
      await feedback.get('');
    },
  };
}
