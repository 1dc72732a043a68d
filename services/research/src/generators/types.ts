import type { AgeRange, LessonContent } from '@wonderkin/shared';

/** What every lesson generator receives. */
export interface GenerateInput {
  question: string;
  ageRange: AgeRange;
  /** True when the question is for the parent (parent mode). Generators may also decide this themselves. */
  image?: { path: string; mimeType: string; originalName: string };
}

/** A generated lesson plus how it was made. */
export interface GeneratedLesson {
  content: LessonContent;
  /** True for an offline lesson about a question the content pack does not cover (honest exploration lesson). */
  exploration: boolean;
  /** Short note shown on the page (e.g. "Made offline from Wonderkin's built-in library."). */
  notice?: string;
}

/** One interface, two implementations: OpenAI (when keyed) and the offline content pack (default). */
export interface LessonGenerator {
  readonly source: 'openai' | 'offline';
  generate(input: GenerateInput): Promise<GeneratedLesson>;
}
