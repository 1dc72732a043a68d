import { dashboardCsv, streakDays } from '../src/domain/class-dashboard';

// Days in a row on the class dashboard (issue 22 §2): UTC days with an answer to the class's quizzes, counted back from
// today, or from yesterday while today is still open; a missed day ends the run.

const NOW = new Date('2026-11-30T15:00:00Z');

describe('days in a row with class work', () => {
  it('counts back from today through every day with an answer', () => {
    expect(streakDays(['2026-11-30T08:00:00Z', '2026-11-29T19:00:00Z', '2026-11-28T07:00:00Z', '2026-11-28T09:00:00Z'], NOW)).toBe(3);
  });

  it('keeps a run alive until today ends, and ends it after a day with nothing', () => {
    expect(streakDays(['2026-11-29T19:00:00Z', '2026-11-28T07:00:00Z'], NOW)).toBe(2);
    expect(streakDays(['2026-11-28T19:00:00Z', '2026-11-27T07:00:00Z'], NOW)).toBe(0);
    expect(streakDays(['2026-11-30T08:00:00Z', '2026-11-28T07:00:00Z'], NOW)).toBe(1);
    expect(streakDays([], NOW)).toBe(0);
  });

  it('is a column of the CSV', () => {
    const csv = dashboardCsv({
      classId: 'class_x', className: 'Robins', assignments: [],
      students: [{ studentId: 'stu_1', displayName: 'Mia', ageRange: '6-8', results: {}, skills: {}, streakDays: 4, lastAnsweredAt: '2026-11-30T08:00:00Z' }],
    }, []);
    expect(csv.split('\r\n')[0]).toBe('"Student","Age range","Last answer","Days in a row"');
    expect(csv.split('\r\n')[1]).toBe('"Mia","6-8","2026-11-30T08:00:00Z","4"');
  });
});
