import fs from 'node:fs';
import path from 'node:path';
import type { CompiledContent } from '@wonderkin/shared/content';
import type { WeeklyLesson } from './types';

// The 50 weekly lessons, in the order they are sent (week 1 first): content/weekly/*.yaml, validated and compiled by
// `npm run content -- build` (npm start, npm test, CI and the image run it) into generated/content/weekly.json,
// read once when this module loads.

const COMPILED = path.resolve(__dirname, '../../../generated/content/weekly.json');

function loadWeeklyLessons(): readonly WeeklyLesson[] {
  let text: string;
  try {
    text = fs.readFileSync(COMPILED, 'utf8');
  } catch {
    throw new Error(`The compiled weekly lessons are missing (${COMPILED}): run \`npm run content -- build\` (npm start and npm test run it).`);
  }
  const compiled = JSON.parse(text) as CompiledContent<WeeklyLesson>;
  if (compiled.kind !== 'weekly' || !Array.isArray(compiled.entries)) throw new Error(`${COMPILED} is not the compiled weekly lessons: run \`npm run content -- build\`.`);
  return compiled.entries;
}

export const WEEKLY_LESSONS: readonly WeeklyLesson[] = loadWeeklyLessons();

export { youngestBand, type WeeklyActivity, type WeeklyLesson } from './types';
