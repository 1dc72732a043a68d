import type { WeeklyReport } from '@wonderkin/shared';
import { cardsExplained, reportFigures } from '@wonderkin/shared';

const week = (overrides: Partial<WeeklyReport> = {}): WeeklyReport => ({
  childId: 'kid', week: '2026-W48', from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z',
  lessonsExplored: 1, questionsAnswered: 4, correctAnswers: 1, accuracy: 0.25, bySkill: [],
  reviewStreakDays: 1, reviewsDone: 8, cardsLearned: 0, strengths: [], practise: [], suggestedQuestions: [], ...overrides,
});

// The same words as services/learning/test/report-words.test.ts checks for the PDF and the email.
describe("the report page's words", () => {
  it('names what each figure counts', () => {
    expect(reportFigures(week()).map((f) => `${f.value} ${f.label}`)).toEqual([
      '1 lesson explored', '4 quiz questions answered', '25% answered right', '8 card reviews done', '0 cards learned', '1 day with card reviews',
    ]);
    expect(reportFigures(week({ accuracy: null, reviewStreakDays: 4 })).map((f) => `${f.value} ${f.label}`)).toContain('4 days in a row with card reviews');
  });

  it('explains cards as the PDF does, and "not yet" only when there were reviews', () => {
    expect(cardsExplained('Leo', week())).toEqual([
      'A review card is one thing to remember from a lesson: a quiz question Leo missed, or a new word. Each card answered on the review page is one card review.',
      'A card counts as learned once Leo has remembered it twice in a row, on visits at least 10 minutes apart, or found it easy the first time. Then it comes back after a day or more, and less and less often.',
      'None is learned yet this week: a card Leo remembered once needs remembering again on another visit.',
    ]);
    expect(cardsExplained('your child', week({ reviewsDone: 0 }))).toHaveLength(2);
  });
});
