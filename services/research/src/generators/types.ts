import type { AgeRange, DifficultyLevel, LessonContent } from '@wonderkin/shared';

/** What every lesson generator receives. */
export interface GenerateInput {
  question: string;
  ageRange: AgeRange;
  /** The photo the question came with (sent to the vision model). */
  image?: { path: string; mimeType: string; originalName: string };
  /** The family's child the lesson is for (issue 11): one step simpler or richer, and their interests for examples. */
  child?: { childId: string; level: DifficultyLevel; interests: string[]; supportNeeds: string[] };
  /**
   * Called while a streaming generator writes: the step it is on and the part of the lesson complete enough to show.
   * At most a few times a second; generators that answer at once (offline) never call it.
   */
  onProgress?: (update: WritingUpdate) => void;
}

/** What a streaming lesson writer is writing now, in the order a lesson is written (then a rewrite, if asked for). */
export const WRITING_STEPS = [
  'starting', 'quick-answer', 'explanation', 'words', 'activities', 'quiz', 'explore-more', 'parent-guide', 'simplifying',
] as const;
export type WritingStep = (typeof WRITING_STEPS)[number];

export interface WritingUpdate {
  step: WritingStep;
  /** The lesson written so far, only fields complete enough to show (a closed quick answer, whole sections…). */
  partial?: Partial<LessonContent>;
}

/** A generated lesson plus how it was made. */
export interface GeneratedLesson {
  content: LessonContent;
  /** True for an offline lesson about a question the content pack does not cover (honest exploration lesson). */
  exploration: boolean;
  /** Short note shown on the page (e.g. "Made offline from Wonderkin's built-in library."). */
  notice?: string;
  /** The child's level the text was really written at, when not the band's own (the "made for" line says only this). */
  fittedLevel?: 'simpler' | 'richer';
}

/** One interface, two implementations: OpenAI (when keyed) and the offline content pack (default). */
export interface LessonGenerator {
  readonly source: 'openai' | 'offline';
  generate(input: GenerateInput): Promise<GeneratedLesson>;
}
