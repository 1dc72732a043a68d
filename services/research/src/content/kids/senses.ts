import type { KidEntry } from '../types';

// Science Explorers, the body: senses, brain, growing (issue 10 §1, batch 3).

export const sensesEntries: KidEntry[] = [];
