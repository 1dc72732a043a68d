import { WeeklyLessonListAnswerSchema, type WeeklyLessonCard } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../../../lib/react-query';
import { requestJson } from './http';

/** GET /api/weekly-lessons: the 50 topic cards, week 1 first. */
export async function getWeeklyLessons(): Promise<WeeklyLessonCard[]> {
  return (await requestJson('/api/weekly-lessons', WeeklyLessonListAnswerSchema)).lessons;
}

export function weeklyLessonsQueryOptions() {
  return queryOptions({
    queryKey: ['weekly-lessons'],
    queryFn: getWeeklyLessons,
    // The topics are fixed content: fetched once per page load.
    staleTime: Infinity,
  });
}

export function useWeeklyLessons({ queryConfig }: { queryConfig?: QueryConfig<typeof weeklyLessonsQueryOptions> } = {}) {
  return useQuery({ ...weeklyLessonsQueryOptions(), ...queryConfig });
}
