import type { KidEntry } from '../types';

// History Explorers: people and times long ago (issue 10 §1, batch 3).

export const longAgoEntries: KidEntry[] = [];
