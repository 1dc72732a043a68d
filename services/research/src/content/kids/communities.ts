import type { KidEntry } from '../types';

// Cultural Awareness: cultures, celebrations, communities (issue 10 §1, batch 3).

export const communitiesEntries: KidEntry[] = [];
