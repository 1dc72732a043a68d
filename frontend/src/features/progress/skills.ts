import type { DifficultyLevel, QuizSkill } from '@wonderkin/shared';

/** What each quiz skill checks, in a parent's words (the report's table and bars). */
export const SKILL_LABELS: Record<QuizSkill, string> = {
  recall: 'Remembering facts',
  vocabulary: 'New words',
  'cause-effect': 'Cause and effect',
  sequence: 'Putting steps in order',
  inference: 'Working things out from clues',
};

/** How a module's next lesson is written, in a parent's words. */
export const LEVEL_LABELS: Record<DifficultyLevel, string> = {
  simpler: 'One step simpler',
  standard: 'As written for the age range',
  richer: 'One step richer',
};

/** 0.666… → "67%". */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
