import type { KidEntry } from '../types';

// Social Skills: feelings and friends (issue 10 §1, batch 3).

export const feelingsEntries: KidEntry[] = [];
