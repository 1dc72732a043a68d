import type { KidEntry } from '../types';

export const languageEntries: KidEntry[] = [];
