import type { KidEntry } from '../types';

export const mathEntries: KidEntry[] = [];
