import type { QuizSkill } from '@wonderkin/shared';
import type { AnswerRecord } from '../src/domain/types';
import { weekHistory, weeksEndingAt } from '../src/domain/week-history';

const answer = (hashId: string, questionIndex: number, correct: boolean, at: string): AnswerRecord =>
  ({ childId: 'kid', hashId, questionIndex, module: 'Science Explorers', skill: 'recall' as QuizSkill, correct, at: new Date(at) });

describe("the child's weeks (the report's chart)", () => {
  it('names the weeks up to the report\'s, oldest first, across a new year', () => {
    expect(weeksEndingAt('2026-W48', 3)).toEqual(['2026-W46', '2026-W47', '2026-W48']);
    expect(weeksEndingAt('2027-W02', 4)).toEqual(['2026-W52', '2026-W53', '2027-W01', '2027-W02']);
    expect(() => weeksEndingAt('2025-W53', 2)).toThrow(RangeError);
  });

  it('counts lessons and the share right per week; a week with no answers has no score (not 0 %)', () => {
    const answers = [
      answer('a', 0, true, '2026-11-10T15:00:00Z'), answer('a', 1, false, '2026-11-10T15:01:00Z'), // W46
      answer('b', 0, true, '2026-11-24T15:00:00Z'), answer('c', 0, true, '2026-11-25T15:00:00Z'), // W48
      answer('d', 0, false, '2026-12-01T15:00:00Z'), // W49, after the report's week
    ];
    const weeks = weekHistory(answers, '2026-W48', 8);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toMatchObject({ week: '2026-W41', lessonsExplored: 0, questionsAnswered: 0, accuracy: null });
    expect(weeks.slice(-3)).toEqual([
      { week: '2026-W46', from: '2026-11-09T00:00:00.000Z', lessonsExplored: 1, questionsAnswered: 2, correctAnswers: 1, accuracy: 0.5 },
      { week: '2026-W47', from: '2026-11-16T00:00:00.000Z', lessonsExplored: 0, questionsAnswered: 0, correctAnswers: 0, accuracy: null },
      { week: '2026-W48', from: '2026-11-23T00:00:00.000Z', lessonsExplored: 2, questionsAnswered: 2, correctAnswers: 2, accuracy: 1 },
    ]);
  });

  it('counts the lessons made for the child in their week, quiz or not, each lesson once a week', () => {
    const answers = [answer('b', 0, true, '2026-11-24T15:00:00Z')]; // W48
    const made = [
      { hashId: 'moon', at: new Date('2026-11-17T18:00:00Z') }, { hashId: 'bees', at: new Date('2026-11-17T18:05:00Z') }, // W47, no quiz
      { hashId: 'b', at: new Date('2026-11-24T14:00:00Z') }, { hashId: 'c', at: new Date('2026-11-25T14:00:00Z') }, // W48, b also answered
    ];
    const weeks = weekHistory(answers, '2026-W48', 3, 'UTC', made);
    expect(weeks.map((w) => [w.week, w.lessonsExplored, w.questionsAnswered, w.accuracy])).toEqual([
      ['2026-W46', 0, 0, null], ['2026-W47', 2, 0, null], ['2026-W48', 2, 1, 1],
    ]);
  });

  it('counts in the family\'s time zone', () => {
    // Sunday 22:30 in New York is Monday in UTC: it belongs to the week before for that family.
    const late = [answer('a', 0, true, '2026-11-23T03:30:00Z')];
    expect(weekHistory(late, '2026-W48', 2, 'America/New_York').map((w) => w.questionsAnswered)).toEqual([1, 0]);
    expect(weekHistory(late, '2026-W48', 2, 'UTC').map((w) => w.questionsAnswered)).toEqual([0, 1]);
  });
});
