import type { ParentEntry } from '../types';
import { anxiety } from './anxiety';
import { bedtime } from './bedtime';
import { bigEmotions } from './big-emotions';
import { homework } from './homework';
import { listening } from './listening';
import { lying } from './lying';
import { pickyEating } from './picky-eating';
import { reading } from './reading';
import { screenTime } from './screen-time';
import { sharing } from './sharing';
import { siblingRivalry } from './sibling-rivalry';

/** Parent-mode guides of the content pack. */
export const parentEntries: ParentEntry[] = [
  bigEmotions, screenTime, bedtime, reading, siblingRivalry, pickyEating, lying, homework, anxiety, sharing,
  listening,
];
