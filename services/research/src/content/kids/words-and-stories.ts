import type { KidEntry } from '../types';

// Reading Journeys, Writing Workshop, Language Discovery (issue 10 §1, batch 3).

export const wordsAndStoriesEntries: KidEntry[] = [];
