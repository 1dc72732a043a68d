import { createMatcher } from './match';
import type { KidEntry, ParentEntry } from './types';
import { KID_LIBRARY, PARENT_LIBRARY } from './library';

// The offline content pack: every entry, one list for kids and one for parents (content/, compiled: library.ts), and
// their matchers.

export const KID_ENTRIES: readonly KidEntry[] = KID_LIBRARY;

export const PARENT_ENTRIES: readonly ParentEntry[] = PARENT_LIBRARY;

const kidById = new Map(KID_ENTRIES.map((e) => [e.id, e]));
const parentById = new Map(PARENT_ENTRIES.map((e) => [e.id, e]));

export const findKidEntry = (id: string) => kidById.get(id);
export const findParentEntry = (id: string) => parentById.get(id);

export const kidMatcher = createMatcher(KID_ENTRIES);
/** For parent-sounding questions: every trigger of every guide (both lists). */
export const parentMatcher = createMatcher(PARENT_ENTRIES, (e) => [...e.triggers, ...e.standalone]);
/** For other questions: only the guides' standalone triggers ("bedtime", "picky eater", "tantrums"). */
export const parentStandaloneMatcher = createMatcher(PARENT_ENTRIES, (e) => e.standalone);

export type { KidEntry, ParentEntry } from './types';
export { LEARNING_MODULES, type LearningModule } from './modules';
