/**
 * The id a piece of feedback belongs to: a research id or a creation id. Lesson pages pass their slug
 * ("{id}-{question}"), so the id is the part before the first hyphen. Ids are lower-case hex, and a link typed or
 * copied in capitals names the same lesson: the id is lower-cased, so "ABC…" and "abc…" share one feedback.
 * Anything that cannot be an id answers null.
 */
export function normalizeHashId(raw: string): string | null {
  const id = raw.trim().split('-')[0].toLowerCase();
  return /^[A-Za-z0-9_]{1,100}$/.test(id) ? id : null;
}
