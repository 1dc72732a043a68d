import type { KidEntry } from '../types';

export const natureEntries: KidEntry[] = [];
