import type { WeeklyReport } from '@wonderkin/shared';
import { accuracyBySkill, mostlyMissedLessons, recurringCards, strongSkills, weakestSkill } from './error-patterns';
import { dayOf, isoWeekRange } from './iso-week';
import { practiseLine, strengthLine } from './skill-words';
import type { AnswerRecord, ReviewRecord } from './types';

// The weekly progress report of one child: every figure is counted from the week's records.

/**
 * A lesson made for the child (a completed ask for them that the exploration page or an urgent safety answer did not
 * answer, research's record): its id is the hashId of the child's quiz answers on it.
 */
export interface LessonMadeRecord {
  hashId: string;
  at: Date;
}

/** At most this many "look again at" lines for lessons whose quiz was mostly missed. */
export const MISSED_LESSON_LINES = 3;
/** A lesson's title is cut to this many characters in a line (the email takes lines of 300 at most). */
const TITLE_CHARS = 120;

export interface ReportInput {
  childId: string;
  week: string;
  timeZone?: string;
  answers: readonly AnswerRecord[];
  reviews: readonly ReviewRecord[];
  /** Names of the cards that keep coming back (card id → what it asks), for "what to practise". */
  cardTitles: ReadonlyMap<string, string>;
  /**
   * The lessons made for the child (research's asks): with the lessons answered in, the week's lessons explored, a quiz
   * answered or not (issue 19: two lessons opened and no quiz said "0 lessons explored"). Absent when research did not
   * answer: lessons are then counted from the answers alone.
   */
  lessonsMade?: readonly LessonMadeRecord[];
  /** Lesson titles (hashId → title), to name a lesson whose quiz was mostly missed; one without a title is not named. */
  lessonTitles?: ReadonlyMap<string, string>;
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

const lookAgain = (title: string) => `Look again at: ${title}`;

/** A title short enough for a line ("…" where it was cut), never cut inside a character. */
function shortTitle(title: string): string {
  const chars = Array.from(title.trim().replace(/\s+/g, ' '));
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS - 1).join('').trimEnd()}…` : chars.join('');
}

/**
 * "Look again at: How Bees Make Honey (1 of 4 quiz answers right)" for each lesson whose quiz was mostly missed this
 * week and whose title is known, at most three, none naming what a line already there names.
 */
function missedLessonLines(answers: readonly AnswerRecord[], titles: ReadonlyMap<string, string>, already: readonly string[]): string[] {
  const lines: string[] = [];
  for (const lesson of mostlyMissedLessons(answers)) {
    if (lines.length >= MISSED_LESSON_LINES) break;
    const title = shortTitle(titles.get(lesson.hashId) ?? '');
    const named = lookAgain(title);
    if (!title || [...already, ...lines].some((line) => line === named || line.startsWith(`${named} (`))) continue;
    lines.push(`${named} (${lesson.correct} of ${lesson.answered} quiz answers right)`);
  }
  return lines;
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
  const lessonsMade = (input.lessonsMade ?? []).filter((lesson) => inWeek(lesson.at));
  const practise = [
    ...(weakest ? [practiseLine(weakest)] : []),
    ...recurringCards(reviews).slice(0, 3).map(({ cardId }) => input.cardTitles.get(cardId)).filter((title): title is string => Boolean(title)).map(lookAgain),
  ];
  practise.push(...missedLessonLines(answers, input.lessonTitles ?? new Map(), practise));
  return {
    childId: input.childId,
    week: input.week,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    lessonsExplored: new Set([...answers.map((a) => a.hashId), ...lessonsMade.map((lesson) => lesson.hashId)]).size,
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
