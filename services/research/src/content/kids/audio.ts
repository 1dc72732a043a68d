import type { KidEntry } from '../types';

export const audioEntries: KidEntry[] = [];
