import { IMAGE_QUESTION_PREFIX } from '@wonderkin/shared';
import { kidMatcher, parentMatcher, parentStandaloneMatcher } from './index';
import { isParentQuestion } from './parent-signal';
import { normalizeText } from './normalize';
import type { KidEntry, ParentEntry } from './types';

/** A child's "why" question about themselves or the world: never a parent guide unless a parent is asking. */
const CHILD_WONDERING = /^(why|how come)\b/;

export type Resolution =
  | { kind: 'kids'; entry: KidEntry }
  | { kind: 'parent'; entry: ParentEntry }
  | { kind: 'exploration'; mode: 'kids' | 'parent' };

/** True for the placeholder question of an image-only ask ("Analyzing image: cat.jpg"): a file name is no question. */
export function isImageOnlyQuestion(question: string): boolean {
  return question.trim().startsWith(IMAGE_QUESTION_PREFIX.trim());
}

/**
 * Which lesson a question gets. A parent-sounding question prefers a parent guide (any of its triggers), and falls
 * back to a kid lesson only when every topic word of the question is that lesson's ("my son asked why the sky is
 * blue"); otherwise only a guide's standalone triggers count, the stronger match wins, and kid lessons win ties.
 * The matchers answer only when sure (match.ts); no match → the honest exploration lesson.
 */
export function resolveQuestion(question: string): Resolution {
  const parentAsking = isParentQuestion(question);
  if (isImageOnlyQuestion(question)) return { kind: 'exploration', mode: 'kids' };
  const kid = kidMatcher.match(question);
  const parent = (parentAsking ? parentMatcher : parentStandaloneMatcher).match(question);
  if (parentAsking) {
    if (parent) return { kind: 'parent', entry: parent.entry };
    if (kid && kid.trigger > 0 && kid.unexplained === 0) return { kind: 'kids', entry: kid.entry };
    return { kind: 'exploration', mode: 'parent' };
  }
  // Not a parent asking: a guide needs one of its standalone triggers ("bedtime"); "why do I have to eat vegetables"
  // shares words with the picky-eating guide but is a child's question.
  // "Why do I wake up at night?" is a child wondering, not a parent asking for a plan.
  const guide = parent && parent.trigger > 0 && !CHILD_WONDERING.test(normalizeText(question)) ? parent : null;
  if (kid && (!guide || kid.score >= guide.score)) return { kind: 'kids', entry: kid.entry };
  if (guide) return { kind: 'parent', entry: guide.entry };
  return { kind: 'exploration', mode: 'kids' };
}
