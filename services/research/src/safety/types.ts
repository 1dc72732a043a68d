import type { AgeRange, LessonContent } from '@wonderkin/shared';

export type SafetyVerdict = { safe: true } | { safe: false; category: string };

/** The safety screen runs on every question (before generation) and every lesson (after it). */
export interface SafetyScreen {
  screenQuestion(question: string): SafetyVerdict;
  screenLesson(lesson: LessonContent): SafetyVerdict;
  /** The kind answer given instead of a lesson: points the child to a trusted adult, no lesson content. */
  redirectLesson(question: string, ageRange: AgeRange, category: string): LessonContent;
}
