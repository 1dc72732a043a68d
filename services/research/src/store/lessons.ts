import { AGE_RANGES, LESSON_SOURCES, LessonContentSchema, ResearchResultSchema, type ResearchResult } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';
import { z } from 'zod';

/**
 * A provider's lesson kept for reuse (domain/lesson-library.ts): keyed by a hash of the normalised question and the
 * age range, never by who asked; the question itself is not stored beside it.
 */
export const KeptLessonSchema = z.object({
  id: z.string().min(1),
  ageRange: z.enum(AGE_RANGES),
  content: LessonContentSchema,
  source: z.enum(LESSON_SOURCES),
  notice: z.string().optional(),
  keptAt: z.string(),
});
export type KeptLesson = z.infer<typeof KeptLessonSchema>;

/** Finished lessons (research results), keyed by the research id. */
export interface LessonRepository {
  get(id: string): Promise<ResearchResult | null>;
  /** Stores a lesson unless one with this id exists (a retried job never stores twice); answers whether it stored. */
  storeOnce(lesson: ResearchResult): Promise<boolean>;
  count(): Promise<number>;
  /** Deletes a lesson (its owner deleted their account); false when there was none. */
  remove(id: string): Promise<boolean>;
  /** The library of provider lessons kept for reuse, by library key. */
  findKept(key: string): Promise<KeptLesson | null>;
  keep(lesson: KeptLesson): Promise<void>;
  dropKept(key: string): Promise<boolean>;
}

export function createLessonRepository(store: Store): LessonRepository {
  const lessons = store.collection<ResearchResult>('lessons', { schema: ResearchResultSchema });
  const kept = store.collection<KeptLesson>('lesson_library', { schema: KeptLessonSchema });
  return {
    get: (id) => lessons.get(id),
    storeOnce: (lesson) => lessons.insertIfAbsent(lesson),
    count: () => lessons.count({}),
    remove: (id) => lessons.delete(id),
    findKept: (key) => kept.get(key),
    keep: async (lesson) => { await kept.upsert(lesson); },
    dropKept: (key) => kept.delete(key),
  };
}
