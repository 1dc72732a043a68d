import type { KidEntry } from '../types';

export const historyEntries: KidEntry[] = [];
