import { DateTime } from 'luxon';

/** "2026-W48" → "23 Nov – 29 Nov 2026" (Monday to Sunday, as the report page shows it). */
export function weekLabel(week: string): string {
  const monday = DateTime.fromISO(`${week}-1`, { zone: 'UTC' });
  if (!monday.isValid) return week;
  const sunday = monday.plus({ days: 6 });
  return `${monday.toFormat('d LLL')} \u2013 ${sunday.toFormat('d LLL yyyy')}`;
}
