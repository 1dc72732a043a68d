import type { WeeklyLesson } from './types';
import { lessonsA } from './lessons-a';
import { lessonsB } from './lessons-b';
import { lessonsC } from './lessons-c';

// The 50 weekly lessons, in the order they are sent (week 1 first).
export const WEEKLY_LESSONS: readonly WeeklyLesson[] = [...lessonsA, ...lessonsB, ...lessonsC].sort((a, b) => a.week - b.week);

export { youngestBand, type WeeklyActivity, type WeeklyLesson } from './types';
