import { LessonContentSchema, ParentModeSchema, type AgeRange, type LessonContent } from '@wonderkin/shared';
import { checkSafetyRules } from '@wonderkin/shared/content';
import { lessonBandDocument } from '../content/band-document';
import { UNWRITTEN_KID_LISTS, UNWRITTEN_PARENT_LISTS, withoutNulls } from './openai-schema';
import { SAFETY_RULE_REMINDER } from './openai-prompts';

const PARENT_BLOCKS = Object.keys(ParentModeSchema.shape) as (keyof LessonContent)[];

export type LessonCheck = { ok: true; content: LessonContent } | { ok: false; problem: string };

/**
 * The model's JSON as a lesson before validation: nulls (strict mode's "absent") taken out, the asked question
 * filled in, and the lists the model is not asked to write set empty (whatever it wrote there: they cannot be checked).
 */
function completed(json: Record<string, unknown>, question: string): Record<string, unknown> {
  const lesson: Record<string, unknown> = { ...(withoutNulls(json) as Record<string, unknown>), originalQuestion: question };
  for (const list of UNWRITTEN_KID_LISTS) lesson[list] = [];
  if (lesson.mode === 'parent') for (const list of UNWRITTEN_PARENT_LISTS) lesson[list] = [];
  else for (const list of UNWRITTEN_PARENT_LISTS) delete lesson[list];
  return lesson;
}

/** Checks the model's answer against the shared schema (and parent-mode completeness); explains what is wrong. */
export function checkLessonAnswer(text: string | null | undefined, question: string, ageRange?: AgeRange): LessonCheck {
  if (!text?.trim()) return { ok: false, problem: 'The answer was empty.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `The answer is not valid JSON (${(error as Error).message}).` };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, problem: 'The answer is not one JSON object.' };
  const parsed = LessonContentSchema.safeParse(completed(json as Record<string, unknown>, question));
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, problem: `The JSON does not match the schema: ${issues.join('; ')}.` };
  }
  const content = parsed.data;
  if (content.mode === 'parent') {
    const missing = PARENT_BLOCKS.filter((block) => content[block] === undefined);
    if (missing.length) return { ok: false, problem: `mode is "parent" but these parent blocks are missing: ${missing.join(', ')}.` };
  }
  // The safety rules no text may contradict (CONTENT.md), for the band the lesson is for.
  const broken = ageRange ? checkSafetyRules(lessonBandDocument(content, ageRange)) : [];
  if (broken.length) {
    const list = broken.slice(0, 4).map((v) => `${v.rule} (${v.where}): "${v.text}"`);
    return { ok: false, problem: `The lesson breaks safety rules: ${list.join('; ')}. ${SAFETY_RULE_REMINDER}` };
  }
  return { ok: true, content };
}
