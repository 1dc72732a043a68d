import type { KidEntry } from '../types';

export const codingEntries: KidEntry[] = [];
