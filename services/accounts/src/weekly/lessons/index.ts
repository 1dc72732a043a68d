import path from 'node:path';
import { loadCompiledContent } from '@wonderkin/server-kit/compiled-content';
import type { WeeklyLesson } from './types';

// The 50 weekly lessons, in the order they are sent (week 1 first): content/weekly/*.yaml, validated and compiled by
// `npm run content -- build` (npm start, npm test, CI and the image run it) into generated/content/weekly.json,
// read once when this module loads.

const COMPILED = path.resolve(__dirname, '../../../generated/content/weekly.json');

export const WEEKLY_LESSONS: readonly WeeklyLesson[] = loadCompiledContent<WeeklyLesson>(COMPILED, 'weekly');

export { youngestBand, type WeeklyActivity, type WeeklyLesson } from './types';
