import { ResearchResultSchema, type ResearchResult } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/** Finished lessons (research results), keyed by the research id. */
export interface LessonRepository {
  get(id: string): Promise<ResearchResult | null>;
  /** Stores a lesson unless one with this id exists (a retried job never stores twice); answers whether it stored. */
  storeOnce(lesson: ResearchResult): Promise<boolean>;
  count(): Promise<number>;
}

export function createLessonRepository(store: Store): LessonRepository {
  const lessons = store.collection<ResearchResult>('lessons', { schema: ResearchResultSchema });
  return {
    get: (id) => lessons.get(id),
    storeOnce: (lesson) => lessons.insertIfAbsent(lesson),
    count: () => lessons.count({}),
  };
}
