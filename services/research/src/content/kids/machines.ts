import type { KidEntry } from '../types';

// Science Explorers / Coding Basics: machines and technology (issue 10 §1, batch 3).

export const machinesEntries: KidEntry[] = [];
