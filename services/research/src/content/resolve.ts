import { IMAGE_QUESTION_PREFIX } from '@wonderkin/shared';
import { kidMatcher, parentMatcher, parentStandaloneMatcher } from './index';
import { isParentQuestion } from './parent-signal';
import type { KidEntry, ParentEntry } from './types';

export type Resolution =
  | { kind: 'kids'; entry: KidEntry }
  | { kind: 'parent'; entry: ParentEntry }
  | { kind: 'exploration'; mode: 'kids' | 'parent' };

/** True for the placeholder question of an image-only ask ("Analyzing image: cat.jpg"): a file name is no question. */
export function isImageOnlyQuestion(question: string): boolean {
  return question.trim().startsWith(IMAGE_QUESTION_PREFIX.trim());
}

/**
 * Which lesson a question gets. A parent-sounding question prefers a parent guide (any of its triggers); otherwise
 * only a guide's standalone triggers count, the stronger match wins, and kid lessons win ties.
 * No match → an honest exploration lesson.
 */
export function resolveQuestion(question: string): Resolution {
  const parentAsking = isParentQuestion(question);
  if (isImageOnlyQuestion(question)) return { kind: 'exploration', mode: 'kids' };
  const kid = kidMatcher.match(question);
  const parent = (parentAsking ? parentMatcher : parentStandaloneMatcher).match(question);
  if (parentAsking) {
    if (parent) return { kind: 'parent', entry: parent.entry };
    if (kid) return { kind: 'kids', entry: kid.entry };
    return { kind: 'exploration', mode: 'parent' };
  }
  if (kid && (!parent || kid.score >= parent.score)) return { kind: 'kids', entry: kid.entry };
  if (parent) return { kind: 'parent', entry: parent.entry };
  return { kind: 'exploration', mode: 'kids' };
}
