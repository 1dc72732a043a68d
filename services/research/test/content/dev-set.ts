import { readDevSet } from '../../src/content/dev-set';

// The matcher's development set: library-eval/dev-set.jsonl (src/content/dev-set.ts says what it is).
export const DEV_SET: Record<string, string[]> = readDevSet();
