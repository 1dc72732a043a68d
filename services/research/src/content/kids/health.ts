import type { KidEntry } from '../types';

// Science Explorers, the body: staying healthy (issue 10 §1, batch 3).

export const healthEntries: KidEntry[] = [];
