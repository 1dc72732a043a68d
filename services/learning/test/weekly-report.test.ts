import { WeeklyReportSchema, type QuizSkill } from '@wonderkin/shared';
import { mostlyMissedLessons, recurringCards, weakestSkill } from '../src/domain/error-patterns';
import { isoWeekOf, isoWeekRange } from '../src/domain/iso-week';
import type { AnswerRecord, ReviewRecord } from '../src/domain/types';
import { buildWeeklyReport } from '../src/domain/weekly-report';

const answer = (hashId: string, questionIndex: number, skill: QuizSkill | null, correct: boolean, at: string, childId = 'kid'): AnswerRecord =>
  ({ childId, hashId, questionIndex, module: 'Science Explorers', skill, correct, at: new Date(at) });
const review = (cardId: string, grade: ReviewRecord['grade'], at: string, learned = false, childId = 'kid'): ReviewRecord =>
  ({ childId, cardId, grade, at: new Date(at), learned });

describe('ISO weeks', () => {
  it('names the week of a moment, in the family time zone', () => {
    expect(isoWeekOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-W48');
    // Sunday 23:30 in New York is already Monday in UTC.
    expect(isoWeekOf(new Date('2026-11-30T04:30:00Z'), 'America/New_York')).toBe('2026-W48');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });

  it('gives Monday to Monday and refuses weeks that do not exist', () => {
    expect(isoWeekRange('2026-W48')).toEqual({ from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') });
    expect(isoWeekRange('2025-W53')).toBeNull();
  });
});

describe('error patterns', () => {
  it('names the weakest skill only with enough answers', () => {
    const few = [answer('a', 0, 'sequence', false, '2026-11-23T10:00:00Z')];
    expect(weakestSkill(few)).toBeNull();
    const enough = [
      ...[true, false, false].map((c, i) => answer('a', i, 'sequence', c, '2026-11-23T10:00:00Z')),
      ...[true, true, false].map((c, i) => answer('b', i, 'recall', c, '2026-11-23T10:00:00Z')),
    ];
    expect(weakestSkill(enough)).toBe('sequence');
  });

  it('finds the lessons whose quiz was mostly missed: at least 2 answers and under half right', () => {
    const week = [
      ...[true, false, false, false].map((c, i) => answer('bees', i, null, c, '2026-11-23T10:00:00Z')),
      ...[true, false].map((c, i) => answer('half', i, 'recall', c, '2026-11-23T10:00:00Z')),
      answer('once', 0, 'recall', false, '2026-11-23T10:00:00Z'),
      ...[false, false].map((c, i) => answer('none', i, 'recall', c, '2026-11-23T10:00:00Z')),
    ];
    expect(mostlyMissedLessons(week)).toEqual([{ hashId: 'none', answered: 2, correct: 0 }, { hashId: 'bees', answered: 4, correct: 1 }]);
  });

  it('finds the cards that keep coming back', () => {
    const reviews = [review('x', 'again', '2026-11-23T10:00:00Z'), review('x', 'again', '2026-11-24T10:00:00Z'), review('y', 'again', '2026-11-24T10:00:00Z'), review('y', 'good', '2026-11-25T10:00:00Z')];
    expect(recurringCards(reviews)).toEqual([{ cardId: 'x', misses: 2 }]);
  });
});

describe('the weekly report', () => {
  const answers = [
    answer('lesson1', 0, 'recall', true, '2026-11-23T15:00:00Z'),
    answer('lesson1', 1, 'recall', true, '2026-11-23T15:01:00Z'),
    answer('lesson1', 2, 'recall', true, '2026-11-23T15:02:00Z'),
    answer('lesson2', 0, 'sequence', false, '2026-11-25T15:00:00Z'),
    answer('lesson2', 1, 'sequence', false, '2026-11-25T15:01:00Z'),
    answer('lesson2', 2, 'sequence', true, '2026-11-25T15:02:00Z'),
    answer('lesson0', 0, 'recall', false, '2026-11-20T15:00:00Z'), // the week before
    answer('other', 0, 'recall', false, '2026-11-24T15:00:00Z', 'another-child'),
  ];
  const reviews = [
    review('card-a', 'again', '2026-11-24T16:00:00Z'),
    review('card-a', 'again', '2026-11-25T16:00:00Z'),
    review('card-b', 'good', '2026-11-25T16:05:00Z', true),
    review('card-b', 'good', '2026-11-26T16:05:00Z', true),
    review('card-c', 'good', '2026-11-28T16:05:00Z', true),
  ];
  const report = buildWeeklyReport({
    childId: 'kid', week: '2026-W48', answers, reviews,
    cardTitles: new Map([['card-a', 'What comes after the caterpillar?']]),
    suggestedQuestions: ['How do bees make honey?', 'Why do leaves change colour?', 'How do fish breathe?', 'A fourth one'],
  });

  it('counts only this child and this week', () => {
    expect(WeeklyReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ lessonsExplored: 2, questionsAnswered: 6, correctAnswers: 4, reviewsDone: 5, cardsLearned: 2 });
    expect(report.accuracy).toBeCloseTo(4 / 6);
  });

  it('gives accuracy by skill, strengths and what to practise', () => {
    expect(report.bySkill.find((f) => f.skill === 'recall')).toEqual({ skill: 'recall', answered: 3, correct: 3, accuracy: 1 });
    expect(report.bySkill.find((f) => f.skill === 'sequence')).toMatchObject({ answered: 3, correct: 1 });
    // A strength is named (its figures are in the skills table beside it); what to practise says what to do tonight,
    // without "What to practise: Practise …".
    expect(report.strengths).toEqual(['Remembering facts']);
    expect(report.practise).toEqual([
      'Putting steps in order: ask them to tell you, step by step, how they get ready for bed.',
      'Look again at: What comes after the caterpillar?',
    ]);
    for (const line of report.practise) expect(line).not.toMatch(/^practi[sc]e/i);
    expect(report.suggestedQuestions).toHaveLength(3);
  });

  it('counts every lesson made for the child this week as explored, quiz or not, each lesson once', () => {
    // Issue 19: two lessons made for Mia in the evening, opened but no quiz taken, said "0 lessons explored".
    const made = [{ hashId: 'moon', at: new Date('2026-11-24T18:00:00Z') }, { hashId: 'bees', at: new Date('2026-11-24T18:05:00Z') }];
    const evening = buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: [], reviews: [], lessonsMade: made, cardTitles: new Map(), suggestedQuestions: [] });
    expect(evening).toMatchObject({ lessonsExplored: 2, questionsAnswered: 0, accuracy: null, practise: [] });
    // A lesson made and answered in is one lesson; one made the week before is not this week's.
    const withQuiz = buildWeeklyReport({
      childId: 'kid', week: '2026-W48', answers, reviews: [], cardTitles: new Map(), suggestedQuestions: [],
      lessonsMade: [...made, { hashId: 'lesson1', at: new Date('2026-11-23T14:00:00Z') }, { hashId: 'lesson0', at: new Date('2026-11-20T14:00:00Z') }],
    });
    expect(withQuiz.lessonsExplored).toBe(4); // lesson1, lesson2, moon, bees
    // Research not answering: the lessons are counted from the answers alone.
    expect(buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers, reviews: [], cardTitles: new Map(), suggestedQuestions: [] }).lessonsExplored).toBe(2);
  });

  it("names a lesson whose quiz was mostly missed, by its title, when no skill has enough answers (Leo's 1 of 4)", () => {
    const skills: QuizSkill[] = ['recall', 'vocabulary', 'sequence', 'inference'];
    const leo = skills.map((skill, i) => answer('bees', i, skill, i === 0, `2026-11-24T17:0${i}:00Z`));
    const titles = new Map([['bees', 'How Bees Make Honey']]);
    const week = buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: leo, reviews: [], cardTitles: new Map(), lessonTitles: titles, suggestedQuestions: [] });
    expect(week).toMatchObject({ questionsAnswered: 4, correctAnswers: 1, accuracy: 0.25 });
    expect(week.practise).toEqual(['Look again at: How Bees Make Honey (1 of 4 quiz answers right)']);
    // Without the lesson's title nothing is named rather than something vague.
    expect(buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: leo, reviews: [], cardTitles: new Map(), suggestedQuestions: [] }).practise).toEqual([]);
    // Half right is not mostly missed; one answer is too few to say.
    const half = [answer('bees', 0, 'recall', true, '2026-11-24T17:00:00Z'), answer('bees', 1, 'vocabulary', false, '2026-11-24T17:01:00Z')];
    expect(buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: half, reviews: [], cardTitles: new Map(), lessonTitles: titles, suggestedQuestions: [] }).practise).toEqual([]);
    expect(buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: half.slice(1), reviews: [], cardTitles: new Map(), lessonTitles: titles, suggestedQuestions: [] }).practise).toEqual([]);
  });

  it('says each lesson to look again at once, at most three, after the lines already there', () => {
    const missed = (hashId: string, answered: number, right = 0) => Array.from({ length: answered }, (_, i) => answer(hashId, i, null, i < right, '2026-11-25T15:00:00Z'));
    // Worst first: the lesson titled like the card already named, the tides (twice, two lessons), magnets, rainbows,
    // then volcanoes (a fourth, left out).
    const many = [...missed('card-title', 7), ...missed('d', 6), ...missed('same-title', 5), ...missed('c', 4), ...missed('b', 4, 1), ...missed('a', 3, 1)];
    const titles = new Map([['a', 'Volcanoes'], ['b', 'Rainbows'], ['c', 'Magnets'], ['d', 'Tides'], ['same-title', 'Tides'], ['card-title', 'What comes after the caterpillar?']]);
    const reviewsOfCard = [review('card-a', 'again', '2026-11-24T16:00:00Z'), review('card-a', 'again', '2026-11-25T16:00:00Z')];
    const week = buildWeeklyReport({
      childId: 'kid', week: '2026-W48', answers: many, reviews: reviewsOfCard, suggestedQuestions: [],
      cardTitles: new Map([['card-a', 'What comes after the caterpillar?']]), lessonTitles: titles,
    });
    expect(week.practise).toEqual([
      'Look again at: What comes after the caterpillar?',
      'Look again at: Tides (0 of 6 quiz answers right)',
      'Look again at: Magnets (0 of 4 quiz answers right)',
      'Look again at: Rainbows (1 of 4 quiz answers right)',
    ]);
  });

  it('measures the review streak as consecutive days up to the last review', () => {
    // Reviews on the 24th, 25th, 26th, then the 28th: the streak that ends on the 28th is one day.
    expect(report.reviewStreakDays).toBe(1);
    const daily = buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: [], reviews: reviews.slice(0, 4), cardTitles: new Map(), suggestedQuestions: [] });
    expect(daily.reviewStreakDays).toBe(3);
    expect(daily.accuracy).toBeNull();
  });

  it('names only the skills the questions were tagged with: untagged answers count, but as no skill', () => {
    const untagged = [0, 1, 2, 3].map((i) => answer('explore', i, null, i > 0, '2026-11-24T15:00:00Z'));
    const week = buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: untagged, reviews: [], cardTitles: new Map(), suggestedQuestions: [] });
    expect(week).toMatchObject({ questionsAnswered: 4, correctAnswers: 3, strengths: [], practise: [] });
    expect(week.bySkill.every((figure) => figure.answered === 0)).toBe(true);
    const mixed = [...untagged, ...[0, 1, 2].map((i) => answer('volcano', i, 'cause-effect', false, '2026-11-25T15:00:00Z'))];
    const both = buildWeeklyReport({ childId: 'kid', week: '2026-W48', answers: mixed, reviews: [], cardTitles: new Map(), suggestedQuestions: [] });
    expect(both.bySkill.filter((figure) => figure.answered > 0).map((figure) => figure.skill)).toEqual(['cause-effect']);
    expect(both.practise).toEqual(['Cause and effect: ask "why do you think that happened?" about something you see together.']);
  });
});
