import type { KidEntry } from '../types';

export const readingEntries: KidEntry[] = [];
