import type { Store } from '@wonderkin/server-kit';
import { createAskRepository, type AskRepository } from './asks';
import { createLessonRepository, type LessonRepository } from './lessons';

export type { AskRepository, LessonRepository };

export interface ResearchRepositories {
  asks: AskRepository;
  lessons: LessonRepository;
}

export function createRepositories(store: Store): ResearchRepositories {
  return { asks: createAskRepository(store), lessons: createLessonRepository(store) };
}
