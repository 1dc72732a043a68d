import { GENERAL_MODULE } from '@wonderkin/shared';
import { resolveQuestion } from './resolve';

/**
 * The learning module a lesson belongs to, for the child's progress per module (issue 11): the module of the
 * library entry the question matches, whoever wrote the lesson; a question the library does not place, a parent
 * guide or a safety answer is "General" (never guessed from loose words).
 */
export function lessonModule(question: string, mode: 'kids' | 'parent'): string {
  if (mode === 'parent') return GENERAL_MODULE;
  const resolution = resolveQuestion(question);
  return resolution.kind === 'kids' ? resolution.entry.module : GENERAL_MODULE;
}
