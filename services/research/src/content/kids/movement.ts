import type { KidEntry } from '../types';

export const movementEntries: KidEntry[] = [];
