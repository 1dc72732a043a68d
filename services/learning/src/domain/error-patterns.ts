import { QUIZ_SKILLS, type QuizSkill, type SkillFigure } from '@wonderkin/shared';
import type { AnswerRecord, ReviewRecord } from './types';

// A child's error patterns, computed from the records: accuracy per skill, the weakest skill (enough answers to say),
// the lessons whose quiz was mostly missed, and the review cards that keep coming back (missed again and again).

/** A skill needs this many answers before it can be called a strength or the weakest. */
export const MIN_ANSWERS_FOR_SKILL = 3;

export function accuracyBySkill(answers: readonly AnswerRecord[]): SkillFigure[] {
  return QUIZ_SKILLS.map((skill) => {
    const mine = answers.filter((a) => a.skill === skill);
    const correct = mine.filter((a) => a.correct).length;
    return { skill, answered: mine.length, correct, accuracy: mine.length ? correct / mine.length : null };
  });
}

/** The skill with the lowest accuracy among those with enough answers (more answers break ties); null if none. */
export function weakestSkill(answers: readonly AnswerRecord[]): QuizSkill | null {
  const candidates = accuracyBySkill(answers).filter((f) => f.answered >= MIN_ANSWERS_FOR_SKILL && (f.accuracy ?? 1) < 1);
  candidates.sort((a, b) => (a.accuracy! - b.accuracy!) || (b.answered - a.answered));
  return candidates[0]?.skill ?? null;
}

/** A lesson needs this many quiz answers before its quiz can be called mostly missed. */
export const MIN_ANSWERS_FOR_LESSON = 2;

export interface LessonFigure {
  hashId: string;
  answered: number;
  correct: number;
}

/**
 * The lessons whose quiz was mostly missed (enough answers, under half right), fewest right first (more answers break
 * ties). Said even when the answers are too few or too spread over skills to name a weakest skill: Leo's 1 of 4 right,
 * each question a different skill, said nothing to practise (issue 19).
 */
export function mostlyMissedLessons(answers: readonly AnswerRecord[]): LessonFigure[] {
  const byLesson = new Map<string, LessonFigure>();
  for (const answer of answers) {
    const figure = byLesson.get(answer.hashId) ?? { hashId: answer.hashId, answered: 0, correct: 0 };
    figure.answered += 1;
    if (answer.correct) figure.correct += 1;
    byLesson.set(answer.hashId, figure);
  }
  return [...byLesson.values()]
    .filter((f) => f.answered >= MIN_ANSWERS_FOR_LESSON && f.correct * 2 < f.answered)
    .sort((a, b) => (a.correct / a.answered - b.correct / b.answered) || (b.answered - a.answered) || a.hashId.localeCompare(b.hashId));
}

/** Skills answered right at least 80 % of the time with enough answers. */
export function strongSkills(answers: readonly AnswerRecord[]): QuizSkill[] {
  return accuracyBySkill(answers).filter((f) => f.answered >= MIN_ANSWERS_FOR_SKILL && (f.accuracy ?? 0) >= 0.8).map((f) => f.skill);
}

/** Cards graded "again" at least twice: the topics that keep coming back, most missed first. */
export function recurringCards(reviews: readonly ReviewRecord[], minMisses = 2): { cardId: string; misses: number }[] {
  const misses = new Map<string, number>();
  for (const review of reviews) if (review.grade === 'again') misses.set(review.cardId, (misses.get(review.cardId) ?? 0) + 1);
  return [...misses.entries()].filter(([, n]) => n >= minMisses).map(([cardId, n]) => ({ cardId, misses: n })).sort((a, b) => b.misses - a.misses || a.cardId.localeCompare(b.cardId));
}
