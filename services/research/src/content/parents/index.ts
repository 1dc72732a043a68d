import type { ParentEntry } from '../types';
import { bigEmotions } from './big-emotions';

/** Parent-mode guides of the content pack. */
export const parentEntries: ParentEntry[] = [bigEmotions];
