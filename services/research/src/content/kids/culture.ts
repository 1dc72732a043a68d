import type { KidEntry } from '../types';

export const cultureEntries: KidEntry[] = [];
