import type { KidEntry } from '../types';

export const chessEntries: KidEntry[] = [];
