import type { KidEntry } from '../types';

// Art & Creativity, Music Fundamentals, Physical Movement, Chess Mastery (issue 10 §1, batch 3).

export const artsAndGamesEntries: KidEntry[] = [];
