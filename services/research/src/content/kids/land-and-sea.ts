import type { KidEntry } from '../types';

// Science Explorers: the Earth, weather, oceans (issue 10 §1, batch 3).

export const landAndSeaEntries: KidEntry[] = [];
