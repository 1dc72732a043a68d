import { WeeklyLessonAnswerSchema, type WeeklyLessonAnswer } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../../../lib/react-query';
import { requestJson } from './http';

/** GET /api/weekly-lessons/:id: one week's whole lesson (story, activities, conversation starters, sources). */
export function getWeeklyLesson(id: string): Promise<WeeklyLessonAnswer> {
  return requestJson(`/api/weekly-lessons/${encodeURIComponent(id)}`, WeeklyLessonAnswerSchema);
}

/** Where the lesson's printable one-page PDF is served (GET /api/weekly-lessons/:id/pdf). */
export function weeklyLessonPdfUrl(id: string): string {
  return `/api/weekly-lessons/${encodeURIComponent(id)}/pdf`;
}

export function weeklyLessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['weekly-lessons', id],
    queryFn: () => getWeeklyLesson(id),
    staleTime: Infinity,
  });
}

export function useWeeklyLesson({ id, queryConfig }: { id: string | null; queryConfig?: QueryConfig<typeof weeklyLessonQueryOptions> }) {
  return useQuery({ ...weeklyLessonQueryOptions(id ?? ''), enabled: Boolean(id), ...queryConfig });
}
