import type { WeeklyLesson } from './types';

export const lessonsC: WeeklyLesson[] = [];
