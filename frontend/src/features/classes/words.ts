import { CLASS_PICTURES, type ClassPictureId, type ClassResult, type QuizSkill } from '@wonderkin/shared';

// Classes in words (issue 22 §2): pictures, dates, results.

export type ClassPicture = (typeof CLASS_PICTURES)[number];

/** A picture of a picture password by its id. */
export function pictureOf(id: ClassPictureId): ClassPicture {
  return CLASS_PICTURES.find((picture) => picture.id === id) ?? CLASS_PICTURES[0];
}

/** The skill columns' headings. */
export const SKILL_LABELS: Record<QuizSkill, string> = {
  recall: 'Recall',
  vocabulary: 'Vocabulary',
  'cause-effect': 'Cause and effect',
  sequence: 'Sequence',
  inference: 'Inference',
};

/** A calendar day (YYYY-MM-DD, a due date) as "30 Jun 2027": the day itself, whatever the time zone. */
export function calendarDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A moment (an ISO timestamp, like when a child joined a class) as its day where the browser is: "1 Sep 2026". */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Today as YYYY-MM-DD where the browser is (the earliest due date the date input offers). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One dashboard cell: "✓ 2/2" (done: right of all), "1/2 so far" (answered of all), "not started", or "—" (not theirs). */
export function resultWords(result: ClassResult | undefined, questions: number): string {
  if (!result) return '—';
  if (result.done) return `✓ ${result.correct}/${questions}`;
  if (result.answered === 0) return 'not started';
  return `${result.answered}/${questions} so far`;
}

/** What a student sees on a work card: "Done ✓" or "1 of 3 answered". */
export function progressWords(result: ClassResult, questions: number): string {
  return result.done ? 'Done ✓' : `${result.answered} of ${questions} answered`;
}

/** "1 student", "12 students". */
export const studentsWords = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;
