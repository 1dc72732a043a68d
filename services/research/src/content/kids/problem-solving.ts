import type { KidEntry } from '../types';

export const problemSolvingEntries: KidEntry[] = [];
