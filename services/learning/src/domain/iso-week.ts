import { DateTime } from 'luxon';

/** The ISO week ("2026-W48") a moment falls in, in the family's time zone. */
export function isoWeekOf(at: Date, timeZone = 'UTC'): string {
  const dt = DateTime.fromJSDate(at, { zone: timeZone });
  return `${dt.weekYear}-W${String(dt.weekNumber).padStart(2, '0')}`;
}

/** Monday 00:00 to the next Monday 00:00 of an ISO week, in the family's time zone; null for a week that does not exist. */
export function isoWeekRange(week: string, timeZone = 'UTC'): { from: Date; to: Date } | null {
  const start = DateTime.fromISO(`${week}-1`, { zone: timeZone });
  if (!start.isValid || `${start.weekYear}-W${String(start.weekNumber).padStart(2, '0')}` !== week) return null;
  return { from: start.startOf('day').toJSDate(), to: start.plus({ weeks: 1 }).startOf('day').toJSDate() };
}

/** Calendar day ("2026-11-23") of a moment in the family's time zone. */
export const dayOf = (at: Date, timeZone = 'UTC'): string => DateTime.fromJSDate(at, { zone: timeZone }).toISODate()!;
