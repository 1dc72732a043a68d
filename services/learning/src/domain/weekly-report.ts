import type { WeeklyReport } from '@wonderkin/shared';
import { accuracyBySkill, recurringCards, strongSkills, weakestSkill } from './error-patterns';
import { dayOf, isoWeekRange } from './iso-week';
import { practiseLine, strengthLine } from './skill-words';
import type { AnswerRecord, ReviewRecord } from './types';

// The weekly progress report of one child: every figure is counted from the week's records.

export interface ReportInput {
  childId: string;
  week: string;
  timeZone?: string;
  answers: readonly AnswerRecord[];
  reviews: readonly ReviewRecord[];
  /** Names of the cards that keep coming back (card id → what it asks), for "what to practise". */
  cardTitles: ReadonlyMap<string, string>;
  /** Up to three next questions drawn from the child's interests, none a lesson the child has done (next-questions.ts). */
  suggestedQuestions: readonly string[];
}

/** Consecutive days with at least one review, ending on the week's last day with a review (0 if none this week). */
function reviewStreak(reviews: readonly ReviewRecord[], timeZone: string): number {
  const days = [...new Set(reviews.map((r) => dayOf(r.at, timeZone)))].sort();
  if (!days.length) return 0;
  let streak = 1;
  for (let i = days.length - 1; i > 0; i -= 1) {
    const gap = (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`)) / 86_400_000;
    if (gap !== 1) break;
    streak += 1;
  }
  return streak;
}

export function buildWeeklyReport(input: ReportInput): WeeklyReport {
  const timeZone = input.timeZone ?? 'UTC';
  const range = isoWeekRange(input.week, timeZone);
  if (!range) throw new RangeError(`Not an ISO week: ${input.week}`);
  const inWeek = (at: Date) => at >= range.from && at < range.to;
  const answers = input.answers.filter((a) => a.childId === input.childId && inWeek(a.at));
  const reviews = input.reviews.filter((r) => r.childId === input.childId && inWeek(r.at));
  const correct = answers.filter((a) => a.correct).length;
  const weakest = weakestSkill(answers);
  const practise = [
    ...(weakest ? [practiseLine(weakest)] : []),
    ...recurringCards(reviews).slice(0, 3).map(({ cardId }) => input.cardTitles.get(cardId)).filter((title): title is string => Boolean(title)).map((title) => `Look again at: ${title}`),
  ];
  return {
    childId: input.childId,
    week: input.week,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    lessonsExplored: new Set(answers.map((a) => a.hashId)).size,
    questionsAnswered: answers.length,
    correctAnswers: correct,
    accuracy: answers.length ? correct / answers.length : null,
    bySkill: accuracyBySkill(answers),
    reviewStreakDays: reviewStreak(reviews, timeZone),
    reviewsDone: reviews.length,
    cardsLearned: new Set(reviews.filter((r) => r.learned).map((r) => r.cardId)).size,
    strengths: strongSkills(answers).map(strengthLine),
    practise,
    suggestedQuestions: input.suggestedQuestions.slice(0, 3),
  };
}
