import type { KidEntry } from '../types';

// Nature Connection: plants, habitats, food chains (issue 10 §1, batch 3).

export const plantsAndHabitatsEntries: KidEntry[] = [];
