import type { DifficultyLevel, ModuleLevelView, WeeklyReport } from '@wonderkin/shared';
import { toAnswerRecord, toReviewRecord, type LearningRecords } from '../store/records';
import { moduleLevel } from './mastery';
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
