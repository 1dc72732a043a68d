import type { WeeklyLesson } from './lessons';

// When each subscriber's weekly lessons are due (issue 8). Week 1 is sent at once when they subscribe. Week n (n ≥ 2)
// is due at the last 08:00 in the subscriber's time zone at or before the subscription moment + (n − 1) × 7 days:
// always a morning, at most a day before the exact week mark and never after it, so "a week later" always finds the
// next week due. After the 50th lesson the sequence starts again at lesson 1 (week 51 sends lesson 1, and so on).

export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Local hour the weekly email goes out. */
export const SEND_HOUR = 8;
export const WEEK_MS = 7 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in a time zone at an instant. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** How far the zone's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time happens in a zone (a time a DST change skips lands next to the gap; 08:00 never does). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = offsetAt(guess, timeZone);
  const second = offsetAt(guess - first, timeZone);
  return new Date(guess - (first === second ? first : second));
}

/** The last SEND_HOUR:00 in the zone at or before an instant. */
export function morningAtOrBefore(instant: Date, timeZone: string): Date {
  const wall = wallClock(instant, timeZone);
  const today = zonedTime(wall.year, wall.month, wall.day, SEND_HOUR, 0, timeZone);
  if (today.getTime() <= instant.getTime()) return today;
  const yesterday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) - DAY_MS);
  return zonedTime(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), SEND_HOUR, 0, timeZone);
}

/** When a subscriber's n-th week is due (week 1: the moment they subscribed). */
export function weekDueAt(subscribedAt: Date, week: number, timeZone: string): Date {
  if (week <= 1) return subscribedAt;
  return morningAtOrBefore(new Date(subscribedAt.getTime() + (week - 1) * WEEK_MS), timeZone);
}

/** The latest week due at a moment (0 before the subscription): the one a sweep at that moment sends. */
export function currentWeek(subscribedAt: Date, timeZone: string, asOf: Date): number {
  const elapsed = asOf.getTime() - subscribedAt.getTime();
  if (elapsed < 0) return 0;
  const week = Math.floor(elapsed / WEEK_MS) + 1;
  return weekDueAt(subscribedAt, week + 1, timeZone).getTime() <= asOf.getTime() ? week + 1 : week;
}

/** The lesson a subscriber's n-th week sends: lessons 1-50 in order, then from lesson 1 again. */
export function lessonForWeek(week: number, lessons: readonly WeeklyLesson[]): WeeklyLesson {
  return lessons[(Math.max(1, Math.floor(week)) - 1) % lessons.length];
}
