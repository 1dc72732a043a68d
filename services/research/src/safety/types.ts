import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { Route } from './route';

export type SafetyVerdict = { safe: true } | { safe: false; category: string };

/** The safety screen runs on every question (before generation) and every lesson (after it). */
export interface SafetyScreen {
  screenQuestion(question: string): SafetyVerdict;
  /** The words of a web item (picture, video, book, link): the specific rules and the harm patterns. */
  screenWebText(text: string): SafetyVerdict;
  /** The whole decision: the answer's category, who decided, and the safety rules the question touches. */
  route(question: string): Route;
  screenLesson(lesson: LessonContent): SafetyVerdict;
  /** The kind answer given instead of a lesson: points the child to a trusted adult, no lesson content. */
  redirectLesson(question: string, ageRange: AgeRange, category: string): LessonContent;
  /** The configured country's emergency number, shown first on an urgent answer. */
  emergencyNumber: string;
}
