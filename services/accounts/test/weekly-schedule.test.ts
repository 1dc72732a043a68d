import fc from 'fast-check';
import { WEEKLY_LESSONS } from '../src/weekly/lessons';
import {
  currentWeek, DEFAULT_TIME_ZONE, lessonForWeek, morningAtOrBefore, SEND_HOUR, wallClock, weekDueAt, WEEK_MS, zonedTime,
} from '../src/weekly/schedule';

const at = (iso: string) => new Date(iso);

describe('weekly schedule', () => {
  it('turns a wall-clock time into the instant it happens, in winter and summer time', () => {
    expect(zonedTime(2026, 1, 15, 8, 0, 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(zonedTime(2026, 7, 15, 8, 0, 'America/New_York').toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(zonedTime(2026, 7, 15, 8, 0, 'Asia/Kolkata').toISOString()).toBe('2026-07-15T02:30:00.000Z');
    expect(zonedTime(2026, 1, 15, 8, 0, 'Pacific/Auckland').toISOString()).toBe('2026-01-14T19:00:00.000Z');
  });

  it('finds the last 08:00 of a zone at or before a moment, across day and month ends', () => {
    expect(morningAtOrBefore(at('2026-11-23T15:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(morningAtOrBefore(at('2026-11-23T13:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(morningAtOrBefore(at('2026-11-23T12:59:59Z'), 'America/New_York').toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(morningAtOrBefore(at('2026-12-01T05:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(morningAtOrBefore(at('2027-01-01T01:00:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('sends week 1 at subscription and week 2 on the morning of the day a week later (default zone: New York)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    const monday10am = at('2026-11-23T15:00:00Z'); // 10:00 in New York
    expect(weekDueAt(monday10am, 1, DEFAULT_TIME_ZONE)).toEqual(monday10am);
    expect(weekDueAt(monday10am, 2, DEFAULT_TIME_ZONE).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(weekDueAt(monday10am, 3, DEFAULT_TIME_ZONE).toISOString()).toBe('2026-12-07T13:00:00.000Z');
    // Subscribed before 08:00: the next weeks come the morning before the exact week mark, never after it.
    const monday6am = at('2026-11-23T11:00:00Z');
    expect(weekDueAt(monday6am, 2, DEFAULT_TIME_ZONE).toISOString()).toBe('2026-11-29T13:00:00.000Z');
  });

  it('keeps 08:00 local across a daylight-saving change', () => {
    const beforeSpringForward = at('2026-03-02T14:00:00Z'); // Monday 09:00 EST; clocks go forward on 8 March
    const due = weekDueAt(beforeSpringForward, 2, 'America/New_York');
    expect(due.toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(wallClock(due, 'America/New_York')).toMatchObject({ hour: 8, minute: 0 });
  });

  it('knows the week due at any moment', () => {
    const subscribed = at('2026-11-23T15:00:00Z');
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, at('2026-11-23T14:59:59Z'))).toBe(0);
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, subscribed)).toBe(1);
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, at('2026-11-30T12:59:59Z'))).toBe(1);
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, at('2026-11-30T13:00:00Z'))).toBe(2);
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, new Date(subscribed.getTime() + WEEK_MS))).toBe(2);
    expect(currentWeek(subscribed, DEFAULT_TIME_ZONE, new Date(subscribed.getTime() + 60 * WEEK_MS))).toBe(61);
  });

  it('always lands on 08:00 local, within a day before the week mark, and is the week due from that moment on', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Adelaide', 'Pacific/Auckland', 'America/St_Johns'];
    fc.assert(fc.property(
      fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
      fc.constantFrom(...zones),
      fc.integer({ min: 2, max: 120 }),
      (subscribedMs, zone, week) => {
        const subscribed = new Date(subscribedMs);
        const due = weekDueAt(subscribed, week, zone);
        const mark = subscribedMs + (week - 1) * WEEK_MS;
        const local = wallClock(due, zone);
        return local.hour === SEND_HOUR && local.minute === 0
          && due.getTime() <= mark && due.getTime() > mark - 25 * 3600 * 1000
          && currentWeek(subscribed, zone, due) === week
          && currentWeek(subscribed, zone, new Date(due.getTime() - 1)) === week - 1;
      },
    ), { numRuns: 500 });
  });

  it('sends the 50 lessons in order, then starts again at lesson 1', () => {
    expect(WEEKLY_LESSONS).toHaveLength(50);
    const weekOfLesson = (week: number) => lessonForWeek(week, WEEKLY_LESSONS).week;
    expect([1, 2, 50, 51, 52, 100, 101].map(weekOfLesson)).toEqual([1, 2, 50, 1, 2, 50, 1]);
  });
});
