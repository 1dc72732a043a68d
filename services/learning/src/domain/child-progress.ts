import type { ChildProfile, DifficultyLevel, ModuleLevelView, WeeklyReport } from '@wonderkin/shared';
import type { ServiceDirectory } from '../clients/services';
import { toAnswerRecord, toReviewRecord, type LearningRecords } from '../store/records';
import { moduleLevel } from './mastery';
import { freshQuestions, NEXT_QUESTIONS_SHOWN } from './next-questions';
import { HISTORY_WEEKS, weekHistory, type WeekSummary } from './week-history';
import { buildWeeklyReport } from './weekly-report';

/** Every module the child has answered in or a parent has set, with its level and why. */
export async function childLevels(records: LearningRecords, childId: string): Promise<ModuleLevelView[]> {
  const answers = (await records.answers.find({ childId })).map(toAnswerRecord);
  const overrides = new Map((await records.levels.find({ childId })).map((doc) => [doc.module, doc.level]));
  const modules = [...new Set([...answers.map((a) => a.module), ...overrides.keys()])].sort();
  return modules.map((module) => moduleLevel(module, answers, overrides.get(module)));
}

/** One module's level (the research service writes the next lesson at it). */
export async function childModuleLevel(records: LearningRecords, childId: string, module: string): Promise<ModuleLevelView> {
  const answers = (await records.answers.find({ childId, module })).map(toAnswerRecord);
  const override = await records.levels.get(`${childId}:${module}`);
  return moduleLevel(module, answers, override?.level);
}

/** A parent's choice for a module, or (level null) the choice given back to the answers. */
export async function setLevelOverride(
  records: LearningRecords, ids: { userId: string; childId: string }, module: string, level: DifficultyLevel | null, now: Date,
): Promise<void> {
  const id = `${ids.childId}:${module}`;
  if (level === null) await records.levels.delete(id);
  else await records.levels.upsert({ id, ...ids, module, level, at: now.toISOString() });
}

/** The weekly report of a child for an ISO week in the family's time zone, every figure counted from the records. */
export async function childWeeklyReport(
  records: LearningRecords, childId: string, week: string, timeZone: string, suggestedQuestions: string[],
): Promise<WeeklyReport> {
  const answers = (await records.answers.find({ childId })).map(toAnswerRecord);
  const reviews = (await records.reviews.find({ childId })).map(toReviewRecord);
  const cards = await records.cards.find({ childId });
  const cardTitles = new Map(cards.map((card) => [card.id, card.front]));
  return buildWeeklyReport({ childId, week, timeZone, answers, reviews, cardTitles, suggestedQuestions });
}

/** The child's weeks up to `lastWeek`, oldest first (the report's chart). */
export async function childWeekHistory(
  records: LearningRecords, childId: string, lastWeek: string, timeZone: string, count = HISTORY_WEEKS,
): Promise<WeekSummary[]> {
  const answers = (await records.answers.find({ childId })).map(toAnswerRecord);
  return weekHistory(answers, lastWeek, count, timeZone);
}

/** Lessons looked at to leave out of the next questions: the most recent ones, which a child remembers doing. */
const RECENT_LESSONS = 30;
/** Lessons answered before their question was kept are asked of the research service, a few at most. */
const LESSONS_TO_LOOK_UP = 8;

/** The question and title of each lesson the child has answered in, most recent first. */
export async function lessonsDone(records: LearningRecords, directory: Pick<ServiceDirectory, 'lesson'>, childId: string): Promise<string[]> {
  const answers = await records.answers.find({ childId }, { sort: { field: 'at', direction: 'desc' } });
  const texts = new Map<string, Set<string>>(); // by lesson, the most recent lesson first
  for (const answer of answers) {
    const known = texts.get(answer.hashId);
    if (!known && texts.size >= RECENT_LESSONS) continue;
    const mine = known ?? new Set<string>();
    for (const text of [answer.lessonQuestion, answer.lessonTitle]) if (text) mine.add(text);
    texts.set(answer.hashId, mine);
  }
  const unknown = [...texts.entries()].filter(([, known]) => !known.size).slice(0, LESSONS_TO_LOOK_UP);
  await Promise.all(unknown.map(async ([hashId]) => {
    const lesson = await directory.lesson(hashId).catch(() => null);
    if (lesson) texts.set(hashId, new Set([lesson.question, lesson.title]));
  }));
  return [...new Set([...texts.values()].flatMap((known) => [...known]))];
}

/**
 * Up to three library questions about the child's interests that are not a lesson the child has done. More are asked
 * of the library than shown, so that leaving out the done ones still leaves three when the library has them.
 */
export async function childNextQuestions(
  records: LearningRecords, directory: Pick<ServiceDirectory, 'lesson' | 'suggestions'>, child: Pick<ChildProfile, 'childId' | 'interests' | 'ageRange'>,
): Promise<string[]> {
  const done = await lessonsDone(records, directory, child.childId);
  const candidates = await directory.suggestions(child.interests, child.ageRange, Math.min(10, NEXT_QUESTIONS_SHOWN + done.length)).catch(() => []);
  return freshQuestions(candidates, done, NEXT_QUESTIONS_SHOWN);
}
