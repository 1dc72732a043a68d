import { currentIsoWeek, isIsoWeek, mondayOf, shiftWeek, weekDays } from './isoWeek';

describe('ISO weeks of the report page', () => {
  test('the week of a date follows ISO 8601 (Monday first, week 1 holds the first Thursday)', () => {
    expect(currentIsoWeek(new Date(2026, 10, 23, 9))).toBe('2026-W48'); // Monday 23 Nov 2026
    expect(currentIsoWeek(new Date(2026, 10, 29, 23))).toBe('2026-W48'); // its Sunday, late evening
    expect(currentIsoWeek(new Date(2027, 0, 1, 12))).toBe('2026-W53'); // 2026 has 53 weeks
    expect(currentIsoWeek(new Date(2024, 11, 30, 12))).toBe('2025-W01');
  });

  test('previous and next weeks cross years', () => {
    expect(shiftWeek('2026-W48', -1)).toBe('2026-W47');
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2025-W01', -1)).toBe('2024-W52');
  });

  test('only real weeks are weeks', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('next week')).toBe(false);
    expect(mondayOf('2026-W48')?.toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(weekDays('2026-W48')).toBe('23 Nov – 29 Nov 2026');
  });
});
