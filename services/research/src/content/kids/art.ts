import type { KidEntry } from '../types';

export const artEntries: KidEntry[] = [];
