import { percent, plural, type WeeklyReport } from '@wonderkin/shared';

// The report's figures and what its review cards are, in a parent's words: the same words as the PDF and the email
// (services/learning/src/domain/report-words.ts). "8 reviews done · 0 cards learned" meant nothing to a parent.

/**
 * When a card counts as learned: the FSRS scheduler's rule (LEARNED_RULE in services/learning/src/domain/
 * review-schedule.ts, pinned by services/learning/test/review-schedule.test.ts; change both together).
 */
export const LEARNED_RULE = { rememberedInARow: 2, minutesApart: 10, easyAtOnce: true, daysBeforeItComesBack: 1 } as const;

export interface Figure {
  value: string;
  label: string;
}

export function reportFigures(report: WeeklyReport): Figure[] {
  const streak = report.reviewStreakDays;
  return [
    { value: plural(report.lessonsExplored, 'lesson', 'lessons'), label: 'explored' },
    { value: plural(report.questionsAnswered, 'quiz question', 'quiz questions'), label: 'answered' },
    { value: report.accuracy === null ? 'No answers' : percent(report.accuracy), label: report.accuracy === null ? 'yet this week' : 'answered right' },
    { value: plural(report.reviewsDone, 'card review', 'card reviews'), label: 'done' },
    { value: plural(report.cardsLearned, 'card', 'cards'), label: 'learned' },
    { value: streak > 1 ? `${streak} days in a row` : plural(streak, 'day', 'days'), label: 'with card reviews' },
  ];
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** What a card is and when it counts as learned, for the child named; with reviews but none learned, what is still needed. */
export function cardsExplained(name: string, report: Pick<WeeklyReport, 'reviewsDone' | 'cardsLearned'>): string[] {
  const rule = LEARNED_RULE;
  const lines = [
    `A review card is one thing to remember from a lesson: a quiz question ${name} missed, or a new word. `
      + 'Each card answered on the review page is one card review.',
    `A card counts as learned once ${name} has remembered it ${times(rule.rememberedInARow)} in a row, on visits at least `
      + `${plural(rule.minutesApart, 'minute', 'minutes')} apart${rule.easyAtOnce ? ', or found it easy the first time' : ''}. `
      + `Then it comes back after ${rule.daysBeforeItComesBack === 1 ? 'a day' : plural(rule.daysBeforeItComesBack, 'day', 'days')} or more, and less and less often.`,
  ];
  if (report.reviewsDone > 0 && report.cardsLearned === 0) {
    lines.push(`None is learned yet this week: a card ${name} remembered once needs remembering again on another visit.`);
  }
  return lines;
}
