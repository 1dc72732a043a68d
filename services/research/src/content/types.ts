import type { AgeRange } from '@wonderkin/shared';

// The content is data (content/kids, content/parents: one YAML file per entry, issue 21). Its types are derived from
// the zod schemas in @wonderkin/shared/content, which `npm run content -- build` validates every file with before
// compiling the JSON this service loads (library.ts). Builders (kid-lesson.ts, parent-lesson.ts) turn an entry plus
// an age range into a LessonContent. Every fact in the pack must be true and well established: no invented numbers
// or quotes.

export type {
  Activity, EngagingQuestion, FunFact, GlossaryTerm, KidEntry, KidSection, PackLink, ParentBook, ParentEntry, QuizEntry,
  Source, TitledText, Trigger,
} from '@wonderkin/shared/content';

/** One text per age range: 3-5 very short and simple, 6-8 simple, 9-12 more detail, 13+ correct terms. */
export type ByAge<T = string> = Record<AgeRange, T>;
