import type { KidEntry } from '../types';

export const writingEntries: KidEntry[] = [];
