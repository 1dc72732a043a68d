import { routeQuestion } from '../safety/route';
import { KID_ENTRIES, PARENT_ENTRIES } from './index';
import type { Outcome } from './library-eval';
import { resolveQuestion } from './resolve';

// What a family gets for a question with no provider keyed, in the order the pipeline decides it: the safety screen
// first (a safety answer, unless the library answers it), then the library's lesson or the exploration page.

export function offlineOutcome(question: string): Outcome {
  const route = routeQuestion(question);
  if (route.category) return { kind: 'screened', category: route.category };
  const resolution = resolveQuestion(question);
  return resolution.kind === 'exploration' ? { kind: 'refused' } : { kind: 'lesson', id: resolution.entry.id };
}

/** Every lesson id in the library (kids' lessons and parent guides): what a label may name. */
export const LIBRARY_IDS: ReadonlySet<string> = new Set([...KID_ENTRIES, ...PARENT_ENTRIES].map((entry) => entry.id));
