import type { ResearchRepositories } from '../store';

/** What the research service holds for a user, for their data export: their asks and the lessons made for them. */
export async function exportResearchUserData(repos: ResearchRepositories, userId: string) {
  const asks = await repos.asks.listByUser(userId);
  const lessons = [];
  for (const ask of asks) {
    const lesson = await repos.lessons.get(ask.id);
    if (lesson) lessons.push(lesson);
  }
  return {
    // The anonymous-browser id and the job id are bookkeeping about a browser and a queue, not the user's data.
    asks: asks.map(({ id, slug, question, ageRange, status, createdAt }) => ({ id, slug, question, ageRange, status, createdAt })),
    lessons,
  };
}
