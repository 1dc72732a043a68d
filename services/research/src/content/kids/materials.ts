import type { KidEntry } from '../types';

// Science Explorers: materials, food science, everyday systems (issue 10 §1, batch 3).

export const materialsEntries: KidEntry[] = [];
