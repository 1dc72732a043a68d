import type { KidEntry } from '../types';

// Science Explorers: space (issue 10 §1, batch 3).

export const planetsEntries: KidEntry[] = [];
