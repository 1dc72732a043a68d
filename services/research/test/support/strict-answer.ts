import type { LessonContent } from '@wonderkin/shared';
import { LESSON_STRICT_SCHEMA } from '../../src/generators/openai-schema';
import { kidsLesson } from './lesson-fixture';

/**
 * A lesson as a model answers under the strict schema: the schema's properties in the schema's order (structured
 * outputs write them so), null for every optional part left out, nothing the model is not asked to write.
 */
export function strictAnswer(lesson: Partial<LessonContent>): string {
  const fields = Object.keys(LESSON_STRICT_SCHEMA.properties as object);
  const record = lesson as Record<string, unknown>;
  const answer = Object.fromEntries(fields.map((field) => [field, field in record && record[field] !== undefined ? withSkill(field, record[field]) : null]));
  return JSON.stringify(answer);
}

/** A quiz question's optional skill is null when absent, as strict mode writes it. */
function withSkill(field: string, value: unknown): unknown {
  if (field !== 'quiz' || !Array.isArray(value)) return value;
  return value.map((q: Record<string, unknown>) => ({ question: q.question, options: q.options, skill: q.skill ?? null }));
}

/**
 * The fixture lesson with a longer quick answer and quiz: at a few hundred tokens a second each takes about half a
 * second to write, longer than the 200 ms between progress snapshots, so each of those steps is surely reported.
 */
export function lessonWithLongParts(): LessonContent {
  const base = kidsLesson();
  return {
    ...base,
    quickAnswer: `${base.quickAnswer} ${'Light from the Sun looks white, but it is many colours mixed. '.repeat(7).trim()}`,
    quiz: [1, 2, 3, 4].map((n) => ({
      question: `Question ${n}: which colour does air scatter the most on a sunny day?`,
      options: [{ text: 'Blue', correct: true }, { text: 'Red', correct: false }, { text: 'Green', correct: false }],
    })),
  };
}
