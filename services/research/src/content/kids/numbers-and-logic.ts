import type { KidEntry } from '../types';

// Math Adventures, Problem Solving, Coding Basics (issue 10 §1, batch 3).

export const numbersAndLogicEntries: KidEntry[] = [];
