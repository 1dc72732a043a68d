import type { WeekSummary } from '@wonderkin/shared';
import { DateTime } from 'luxon';
import { isoWeekOf, isoWeekRange } from './iso-week';
import type { AnswerRecord } from './types';
import type { LessonMadeRecord } from './weekly-report';

// The child's last weeks side by side (the report's chart): lessons explored (made for the child or answered in) and
// the share of quiz answers right, per ISO week in the family's time zone, counted from the same records as the weekly
// report.

/** Weeks in the chart: about two months, few enough to read on a phone. */
export const HISTORY_WEEKS = 8;

export type { WeekSummary } from '@wonderkin/shared';

/** The ISO weeks from `count - 1` weeks before `lastWeek` up to it, oldest first. */
export function weeksEndingAt(lastWeek: string, count: number, timeZone = 'UTC'): string[] {
  const range = isoWeekRange(lastWeek, timeZone);
  if (!range) throw new RangeError(`Not an ISO week: ${lastWeek}`);
  const monday = DateTime.fromJSDate(range.from, { zone: timeZone });
  return Array.from({ length: count }, (_, i) => isoWeekOf(monday.minus({ weeks: count - 1 - i }).plus({ days: 3 }).toJSDate(), timeZone));
}

/**
 * The weeks up to `lastWeek`, oldest first. A week's lessons explored are the lessons made for the child that week
 * (`lessonsMade`, research's record; none when it did not answer) together with the lessons answered in that week.
 */
export function weekHistory(
  answers: readonly AnswerRecord[], lastWeek: string, count = HISTORY_WEEKS, timeZone = 'UTC', lessonsMade: readonly LessonMadeRecord[] = [],
): WeekSummary[] {
  const byWeek = new Map<string, AnswerRecord[]>();
  for (const answer of answers) {
    const week = isoWeekOf(answer.at, timeZone);
    byWeek.set(week, [...(byWeek.get(week) ?? []), answer]);
  }
  const madeByWeek = new Map<string, string[]>();
  for (const lesson of lessonsMade) {
    const week = isoWeekOf(lesson.at, timeZone);
    madeByWeek.set(week, [...(madeByWeek.get(week) ?? []), lesson.hashId]);
  }
  return weeksEndingAt(lastWeek, count, timeZone).map((week) => {
    const mine = byWeek.get(week) ?? [];
    const correct = mine.filter((a) => a.correct).length;
    return {
      week,
      from: isoWeekRange(week, timeZone)!.from.toISOString(),
      lessonsExplored: new Set([...mine.map((a) => a.hashId), ...(madeByWeek.get(week) ?? [])]).size,
      questionsAnswered: mine.length,
      correctAnswers: correct,
      accuracy: mine.length ? correct / mine.length : null,
    };
  });
}
