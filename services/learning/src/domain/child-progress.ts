import type { ChildProfile, DifficultyLevel, ModuleLevelView, WeeklyReport } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import type { ServiceDirectory } from '../clients/services';
import { toAnswerRecord, toReviewRecord, type AnswerDoc, type LearningRecords } from '../store/records';
import { mostlyMissedLessons } from './error-patterns';
import { isoWeekRange } from './iso-week';
import { moduleLevel } from './mastery';
import { freshQuestions, NEXT_QUESTIONS_SHOWN } from './next-questions';
import { HISTORY_WEEKS, weekHistory, weeksEndingAt, type WeekSummary } from './week-history';
import { buildWeeklyReport, MISSED_LESSON_LINES, type LessonMadeRecord } from './weekly-report';

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

/** What a child's report and weeks are counted from: the learning records, and what research says about lessons. */
export interface ReportSources {
  records: LearningRecords;
  directory: Pick<ServiceDirectory, 'lesson' | 'childLessons'>;
  logger: Pick<Logger, 'warn'>;
}

/** The child a report is for, with the family it belongs to (research checks both). */
export interface FamilyChild {
  userId: string;
  childId: string;
}

/**
 * The lessons made for the child in a time range (research's completed, non-free asks for them). Research not answering
 * never fails the report: lessons are then counted from the quiz answers alone, and the log says so.
 */
async function lessonsMadeFor(sources: ReportSources, family: FamilyChild, range: { from: Date; to: Date }): Promise<LessonMadeRecord[]> {
  try {
    const made = await sources.directory.childLessons(family.userId, family.childId, range);
    return made.map((lesson) => ({ hashId: lesson.id, at: new Date(lesson.createdAt) }));
  } catch (error) {
    sources.logger.warn({ err: (error as Error).message, childId: family.childId },
      'research did not answer about the lessons made for a child; the report counts lessons from quiz answers only');
    return [];
  }
}

/**
 * The titles of the lessons whose quiz was mostly missed in a time range (the report names them): as kept with the
 * answers, else asked of research for a few at most (answers recorded before titles were kept). A lesson research
 * does not answer about is left unnamed.
 */
async function missedLessonTitles(sources: ReportSources, docs: readonly AnswerDoc[], range: { from: Date; to: Date }): Promise<Map<string, string>> {
  const inRange = docs.filter((doc) => {
    const at = Date.parse(doc.at);
    return at >= range.from.getTime() && at < range.to.getTime();
  });
  const missed = new Set(mostlyMissedLessons(inRange.map(toAnswerRecord)).map((lesson) => lesson.hashId));
  const titles = new Map<string, string>();
  for (const doc of inRange) if (missed.has(doc.hashId) && doc.lessonTitle && !titles.has(doc.hashId)) titles.set(doc.hashId, doc.lessonTitle);
  const unknown = [...missed].filter((hashId) => !titles.has(hashId)).slice(0, MISSED_LESSON_LINES * 2);
  await Promise.all(unknown.map(async (hashId) => {
    const lesson = await sources.directory.lesson(hashId).catch(() => null);
    if (lesson) titles.set(hashId, lesson.title);
  }));
  return titles;
}

/** The weekly report of a child for an ISO week in the family's time zone, every figure counted from the records. */
export async function childWeeklyReport(
  sources: ReportSources, family: FamilyChild, week: string, timeZone: string, suggestedQuestions: string[],
): Promise<WeeklyReport> {
  const { records } = sources;
  const { childId } = family;
  const range = isoWeekRange(week, timeZone);
  if (!range) throw new RangeError(`Not an ISO week: ${week}`);
  const docs = await records.answers.find({ childId });
  const reviews = (await records.reviews.find({ childId })).map(toReviewRecord);
  const cards = await records.cards.find({ childId });
  const cardTitles = new Map(cards.map((card) => [card.id, card.front]));
  const [lessonsMade, lessonTitles] = await Promise.all([lessonsMadeFor(sources, family, range), missedLessonTitles(sources, docs, range)]);
  return buildWeeklyReport({
    childId, week, timeZone, answers: docs.map(toAnswerRecord), reviews, cardTitles, lessonsMade, lessonTitles, suggestedQuestions,
  });
}

/** The child's weeks up to `lastWeek`, oldest first (the report's chart). */
export async function childWeekHistory(
  sources: ReportSources, family: FamilyChild, lastWeek: string, timeZone: string, count = HISTORY_WEEKS,
): Promise<WeekSummary[]> {
  const weeks = weeksEndingAt(lastWeek, count, timeZone);
  const range = { from: isoWeekRange(weeks[0], timeZone)!.from, to: isoWeekRange(lastWeek, timeZone)!.to };
  const [answers, lessonsMade] = await Promise.all([
    sources.records.answers.find({ childId: family.childId }).then((docs) => docs.map(toAnswerRecord)),
    lessonsMadeFor(sources, family, range),
  ]);
  return weekHistory(answers, lastWeek, count, timeZone, lessonsMade);
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
