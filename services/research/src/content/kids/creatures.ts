import type { KidEntry } from '../types';

// Nature Connection: animals (issue 10 §1, batch 3).

export const creaturesEntries: KidEntry[] = [];
