import { GetAsksAnswerSchema, researchIdFromSlug } from '@wonderkin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http';
import type { QueryConfig } from '../../../lib/react-query';

export interface RecentLesson {
  /** The lesson's id (what an assignment is made of). */
  hashId: string;
  question: string;
}

/**
 * GET /api/get-asks → the signed-in teacher's own lessons (the session says whose); someone with none gets example
 * questions instead, which are not lessons, so the list is empty then.
 */
export async function getRecentLessons(): Promise<RecentLesson[]> {
  const answer = await requestJson('/api/get-asks', GetAsksAnswerSchema, { cache: 'no-store' });
  if (answer.type !== 'previous') return [];
  return answer.data.map((ask) => ({ hashId: researchIdFromSlug(ask.slug), question: ask.question })).filter((lesson) => lesson.hashId);
}

export function recentLessonsQueryOptions() {
  return queryOptions({ queryKey: ['classes', 'recent-lessons'], queryFn: getRecentLessons });
}

export function useRecentLessons({ queryConfig }: { queryConfig?: QueryConfig<typeof recentLessonsQueryOptions> } = {}) {
  return useQuery({ ...recentLessonsQueryOptions(), ...queryConfig });
}
