import { researchIdFromSlug } from '@wonderkin/shared';

/**
 * The lesson id in what a teacher pasted: a lesson link (http://host/ask/<slug>, with or without a query or a hash), a
 * slug or an id. The last part of the path is the slug, and a slug starts with the id. Empty when nothing is there.
 */
export function lessonIdFromLink(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  let path = trimmed;
  try {
    path = new URL(trimmed, 'http://lesson.invalid').pathname;
  } catch {
    // not a link: the text itself is the slug
  }
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let slug = last;
  try {
    slug = decodeURIComponent(last);
  } catch {
    // broken percent-encoding: keep it as typed, the server answers that there is no such lesson
  }
  return researchIdFromSlug(slug);
}
