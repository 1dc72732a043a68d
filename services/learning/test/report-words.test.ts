import type { WeeklyReport } from '@wonderkin/shared';
import { ProgressReportMailSchema } from '@wonderkin/server-kit';
import { cardsExplained, learnedHint, reportFigures } from '@wonderkin/shared';
import { weeklyReportMail } from '../src/reports/weekly-report-mail';

const week = (overrides: Partial<WeeklyReport> = {}): WeeklyReport => ({
  childId: 'kid', week: '2026-W48', from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z',
  lessonsExplored: 1, questionsAnswered: 4, correctAnswers: 1, accuracy: 0.25, bySkill: [],
  reviewStreakDays: 1, reviewsDone: 8, cardsLearned: 0, strengths: [], practise: [], suggestedQuestions: [], ...overrides,
});

/** A phrase of three words or more said twice in a text ("one step simpler. One step simpler"). */
function repeatedPhrase(text: string): string | null {
  const words = text.toLowerCase().replace(/[^a-z0-9% ]+/g, ' ').split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i += 1) {
    const phrase = words.slice(i, i + 3).join(' ');
    if (seen.has(phrase)) return phrase;
    seen.add(phrase);
  }
  return null;
}

describe('the report in a parent\'s words', () => {
  it('says what the card figures count: "8 card reviews done · 0 cards learned"', () => {
    const figures = reportFigures(week());
    expect(figures.map((f) => `${f.value} ${f.label}`)).toEqual([
      '1 lesson explored', '4 quiz questions answered', '25% answered right', '8 card reviews done', '0 cards learned', '1 day with card reviews',
    ]);
    expect(reportFigures(week({ reviewStreakDays: 3 })).at(-1)).toEqual({ value: '3 days in a row', label: 'with card reviews' });
    // The email shows the hint beside the label; it must fit the mail job's 60 characters.
    for (const figure of figures) expect(`${figure.label} (${figure.hint ?? ''})`.length).toBeLessThanOrEqual(60);
    expect(learnedHint()).toBe('remembered twice in a row, or easy at once');
  });

  it('explains what a card is and when it is learned, from the scheduler\'s rule', () => {
    const [what, learned, notYet] = cardsExplained('Leo', week());
    expect(what).toBe('A review card is one thing to remember from a lesson: a quiz question Leo missed, or a new word. Each card answered on the review page is one card review.');
    expect(learned).toBe('A card counts as learned once Leo has remembered it twice in a row, on visits at least 10 minutes apart, or found it easy the first time. Then it comes back after a day or more, and less and less often.');
    expect(notYet).toBe('None is learned yet this week: a card Leo remembered once needs remembering again on another visit.');
    expect(cardsExplained('Leo', week({ cardsLearned: 2 }))).toHaveLength(2);
    expect(cardsExplained('Leo', week({ reviewsDone: 0 }))).toHaveLength(2);
    // Another scheduler, other words: never restated by hand.
    expect(cardsExplained('Leo', week(), { rememberedInARow: 3, minutesApart: 30, easyAtOnce: false, daysBeforeItComesBack: 2 })[1])
      .toBe('A card counts as learned once Leo has remembered it 3 times in a row, on visits at least 30 minutes apart. Then it comes back after 2 days or more, and less and less often.');
  });

  it('repeats no phrase within a figure or a sentence', () => {
    for (const figure of reportFigures(week())) expect(repeatedPhrase(`${figure.value} ${figure.label} ${figure.hint ?? ''}`)).toBeNull();
    for (const line of cardsExplained('Leo', week())) expect(repeatedPhrase(line)).toBeNull();
  });

  it('the email carries what the card figures count beside them, within the mail job\'s limits', () => {
    const child = { childId: 'child_x', firstName: 'Leo', ageRange: '9-12' as const, interests: [], goals: [], supportNeeds: [], weeklyReportEmail: true, createdAt: '', updatedAt: '' };
    const mail = weeklyReportMail({ userId: 'u', email: 'parent@example.com', unsubscribeToken: 't', child }, week(), 'https://wonderkin.example');
    expect(ProgressReportMailSchema.parse(mail)).toEqual(mail);
    expect(mail.figures.map((f) => `${f.value} ${f.label}`)).toEqual([
      '1 lesson explored', '4 quiz questions answered', '25% answered right',
      '8 card reviews done (a card is a missed quiz question or a new word)',
      '0 cards learned (remembered twice in a row, or easy at once)',
      '1 day with card reviews',
    ]);
  });
});
