import { QUIZ_SKILLS, type QuizSkill, type SkillFigure } from '@wonderkin/shared';
import type { AnswerRecord, ReviewRecord } from './types';

// A child's error patterns, computed from the records: accuracy per skill, the weakest skill (enough answers to say),
// and the review cards that keep coming back (missed again and again).

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
