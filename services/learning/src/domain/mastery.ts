import { LEVEL_LABELS, type DifficultyLevel } from '@wonderkin/shared';
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

interface LevelChange { at: number; down: boolean; right: number; missed: number; answered: number }

/** Why the level is what it is, in words that never repeat the level or the module (both are printed beside it). */
function reasonFor(change: LevelChange | null, level: DifficultyLevel, lessons: number, answered: number): string {
  if (!answered) return 'No quiz answers here yet.';
  if (!change) return 'No clear pattern in the quiz answers yet.';
  const latest = change.at === lessons - 1;
  const counted = change.down
    ? `${change.missed} of ${change.answered} questions were missed in ${latest ? 'the last lesson' : 'an earlier lesson'}.`
    : `${change.right} of ${change.answered} questions were right in ${latest ? 'the last two lessons' : 'two earlier lessons'}.`;
  // A level set by an earlier lesson holds until the answers move it: said, so "the last lesson" is never untrue.
  if (latest || level === 'standard') return counted;
  return `${counted} ${level === 'simpler' ? 'It stays until two lessons in a row go well.' : 'It stays until most questions of a lesson are missed.'}`;
}

/**
 * The level of one module for one child, from that module's answers (any order) and an optional parent override. The
 * reason says why, never the level again (the PDF printed "one step simpler. One step simpler: …").
 */
export function moduleLevel(module: string, answers: readonly AnswerRecord[], override?: DifficultyLevel): ModuleLevel {
  const mine = answers.filter((a) => a.module === module);
  const recent = [...mine].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(-MASTERY_WINDOW);
  const mastery = (recent.filter((a) => a.correct).length + 1) / (recent.length + 2);
  const lessons = lessonsInOrder(mine);
  let level: DifficultyLevel = 'standard';
  let change: LevelChange | null = null;
  lessons.forEach((lesson, i) => {
    const previous = lessons[i - 1];
    if (missedMost(lesson)) {
      const next = step(level, -1);
      if (next !== level) change = { at: i, down: true, right: lesson.correct, missed: lesson.answered - lesson.correct, answered: lesson.answered };
      level = next;
    } else if (wentWell(lesson) && previous && wentWell(previous)) {
      const next = step(level, 1);
      const answered = lesson.answered + previous.answered;
      const right = lesson.correct + previous.correct;
      if (next !== level) change = { at: i, down: false, right, missed: answered - right, answered };
      level = next;
    }
  });
  const base = { module, mastery, answered: mine.length };
  if (override) {
    const suggested = override === level ? 'The quiz answers suggest the same.' : `The quiz answers alone suggest: ${LEVEL_LABELS[level].toLowerCase()}.`;
    return { ...base, level: override, reason: suggested, overridden: true };
  }
  return { ...base, level, reason: reasonFor(change, level, lessons.length, mine.length), overridden: false };
}
