import { percent, plural, type WeeklyReport } from './schemas/learning';

// The report's figures and what its review cards are, in a parent's words: one wording for the page, the PDF and the
// email. "8 reviews done · 0 cards learned" meant nothing to a parent (newcomer review, finding 13): what a card is and
// when it counts as learned are said, from the scheduler's rule.

/** What it takes for a card to count as learned under the review scheduler, in numbers a parent can be told. */
export interface LearnedRule {
  /** "Remembered" (good) this many times in a row takes a new card into spaced review. */
  rememberedInARow: number;
  /** The card is not shown again before this many minutes have passed between those answers. */
  minutesApart: number;
  /** "Easy" on a new card takes it into spaced review at once. */
  easyAtOnce: boolean;
  /** The shortest wait, in days, before a learned card comes back. */
  daysBeforeItComesBack: number;
}

/**
 * The rule the learning service's scheduler follows: services/learning finds it by running the scheduler itself and a
 * test there fails when the two part (change the FSRS parameters and this together).
 */
export const LEARNED_RULE: LearnedRule = { rememberedInARow: 2, minutesApart: 10, easyAtOnce: true, daysBeforeItComesBack: 1 };

export interface ReportFigure {
  value: string;
  label: string;
  /** A few words more where the label alone does not say what is counted (the email, which has no room for a note). */
  hint?: string;
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);
const minutes = (count: number) => plural(count, 'minute', 'minutes');

/** "learned (remembered twice in a row, or easy at once)": what "learned" means, short enough for a figure. */
export function learnedHint(rule: LearnedRule = LEARNED_RULE): string {
  return `remembered ${times(rule.rememberedInARow)} in a row${rule.easyAtOnce ? ', or easy at once' : ''}`;
}

/** The report's headline figures, in the order the PDF and the email show them. */
export function reportFigures(report: WeeklyReport): ReportFigure[] {
  const streak = report.reviewStreakDays;
  return [
    { value: plural(report.lessonsExplored, 'lesson', 'lessons'), label: 'explored' },
    { value: plural(report.questionsAnswered, 'quiz question', 'quiz questions'), label: 'answered' },
    { value: report.accuracy === null ? 'No answers' : percent(report.accuracy), label: report.accuracy === null ? 'yet this week' : 'answered right' },
    { value: plural(report.reviewsDone, 'card review', 'card reviews'), label: 'done', hint: 'a card is a missed quiz question or a new word' },
    { value: plural(report.cardsLearned, 'card', 'cards'), label: 'learned', hint: learnedHint() },
    { value: streak > 1 ? `${streak} days in a row` : plural(streak, 'day', 'days'), label: 'with card reviews' },
  ];
}

/**
 * What the cards are and when one counts as learned, for the child named: "A review card is one thing to remember…".
 * With reviews but none learned yet, it says what is still needed, so 0 reads as "not yet", not as failure.
 */
export function cardsExplained(name: string, report: Pick<WeeklyReport, 'reviewsDone' | 'cardsLearned'>, rule: LearnedRule = LEARNED_RULE): string[] {
  const lines = [
    `A review card is one thing to remember from a lesson: a quiz question ${name} missed, or a new word. `
      + `Each card answered on the review page is one card review.`,
    `A card counts as learned once ${name} has remembered it ${times(rule.rememberedInARow)} in a row, on visits at least `
      + `${minutes(rule.minutesApart)} apart${rule.easyAtOnce ? ', or found it easy the first time' : ''}. `
      + `Then it comes back after ${rule.daysBeforeItComesBack === 1 ? 'a day' : plural(rule.daysBeforeItComesBack, 'day', 'days')} or more, and less and less often.`,
  ];
  if (report.reviewsDone > 0 && report.cardsLearned === 0) {
    lines.push(`None is learned yet this week: a card ${name} remembered once needs remembering again on another visit.`);
  }
  return lines;
}
