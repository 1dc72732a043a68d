import type { DifficultyLevel } from '@wonderkin/shared';
import type { AnswerRecord } from './types';

// Difficulty per child and module, replayed from the recorded answers (never guessed): after a lesson where the child
// missed most questions the next lesson in that module is one step simpler; after two lessons in a row answered
// (nearly) all right it is one step richer. One step at a time; a parent's choice overrides it.

export interface ModuleLevel {
  module: string;
  level: DifficultyLevel;
  /** Share of the last answers that were right, smoothed (Laplace): shown to the parent as a percentage. */
  mastery: number;
  answered: number;
  reason: string;
  overridden: boolean;
}

const STEPS: DifficultyLevel[] = ['simpler', 'standard', 'richer'];
const step = (level: DifficultyLevel, by: -1 | 1): DifficultyLevel => STEPS[Math.min(2, Math.max(0, STEPS.indexOf(level) + by))];

/** A lesson "went well" at 80 % or more right, "missed most" below half; at least two answers either way. */
const MIN_ANSWERS = 2;
const STEADY = 0.8;
const MASTERY_WINDOW = 10;

interface LessonTally { hashId: string; answered: number; correct: number }

function lessonsInOrder(answers: readonly AnswerRecord[]): LessonTally[] {
  const byLesson = new Map<string, LessonTally & { first: number }>();
  for (const answer of [...answers].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const tally = byLesson.get(answer.hashId) ?? { hashId: answer.hashId, answered: 0, correct: 0, first: answer.at.getTime() };
    tally.answered += 1;
    if (answer.correct) tally.correct += 1;
    byLesson.set(answer.hashId, tally);
  }
  return [...byLesson.values()].sort((a, b) => a.first - b.first);
}

const missedMost = (t: LessonTally) => t.answered >= MIN_ANSWERS && t.correct / t.answered < 0.5;
const wentWell = (t: LessonTally) => t.answered >= MIN_ANSWERS && t.correct / t.answered >= STEADY;

/** The level of one module for one child, from that module's answers (any order) and an optional parent override. */
export function moduleLevel(module: string, answers: readonly AnswerRecord[], override?: DifficultyLevel): ModuleLevel {
  const mine = answers.filter((a) => a.module === module);
  const recent = [...mine].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(-MASTERY_WINDOW);
  const mastery = (recent.filter((a) => a.correct).length + 1) / (recent.length + 2);
  const lessons = lessonsInOrder(mine);
  let level: DifficultyLevel = 'standard';
  let reason = mine.length ? `Written for the age band: no clear pattern yet in ${module}.` : `No quiz answers in ${module} yet.`;
  lessons.forEach((lesson, i) => {
    const previous = lessons[i - 1];
    if (missedMost(lesson)) {
      const next = step(level, -1);
      if (next !== level) reason = `One step simpler: ${lesson.answered - lesson.correct} of ${lesson.answered} questions were missed in the last ${module} lesson.`;
      level = next;
    } else if (wentWell(lesson) && previous && wentWell(previous)) {
      const next = step(level, 1);
      if (next !== level) reason = `One step richer: ${lesson.correct + previous.correct} of ${lesson.answered + previous.answered} right in the last two ${module} lessons.`;
      level = next;
    }
  });
  const base = { module, mastery, answered: mine.length };
  if (override) return { ...base, level: override, reason: `Set by you (the answers suggest "${level}").`, overridden: true };
  return { ...base, level, reason, overridden: false };
}
