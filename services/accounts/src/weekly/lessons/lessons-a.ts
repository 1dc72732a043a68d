import type { WeeklyLesson } from './types';

export const lessonsA: WeeklyLesson[] = [];
