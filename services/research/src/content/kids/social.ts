import type { KidEntry } from '../types';

export const socialEntries: KidEntry[] = [];
