/**
 * ISO weeks (Monday to Sunday; week 1 holds the year's first Thursday) as the report's URL names them: 2026-W48.
 * Worked out on calendar dates (UTC noon, so no time zone or daylight-saving shift moves a day).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function dateOnly(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day, 12));
}

/** The ISO week of a calendar date. */
function weekOfDate(date: Date): string {
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - dateOnly(year, 0, 1).getTime()) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** This week where the browser is (its local calendar date). */
export function currentIsoWeek(now: Date = new Date()): string {
  return weekOfDate(dateOnly(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** The Monday of an ISO week, or null for a string that is not one. */
export function mondayOf(week: string): Date | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > 53) return null;
  const jan4 = dateOnly(year, 0, 4); // always in week 1
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS + (number - 1) * 7 * DAY_MS);
  return weekOfDate(monday) === week ? monday : null; // W53 of a year that has only 52 is no week
}

export function isIsoWeek(value: string | null | undefined): value is string {
  return typeof value === 'string' && mondayOf(value) !== null;
}

/** The week `weeks` weeks after (or before, when negative) `week`. */
export function shiftWeek(week: string, weeks: number): string {
  const monday = mondayOf(week);
  if (!monday) throw new Error(`not an ISO week: ${week}`);
  return weekOfDate(new Date(monday.getTime() + weeks * 7 * DAY_MS));
}

/** "24 Nov – 30 Nov 2026": the week's days, for the page. */
export function weekDays(week: string): string {
  const monday = mondayOf(week);
  if (!monday) return week;
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  const day = (date: Date, withYear: boolean) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) });
  return `${day(monday, false)} – ${day(sunday, true)}`;
}
