import type { WeeklyLesson } from './types';

export const lessonsB: WeeklyLesson[] = [];
