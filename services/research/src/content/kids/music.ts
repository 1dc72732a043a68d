import type { KidEntry } from '../types';

export const musicEntries: KidEntry[] = [];
