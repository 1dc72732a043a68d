import type { AgeBand } from '@wonderkin/shared';
import { SAFETY_RULES, type BandDocument } from '@wonderkin/shared/content';
import { MEDIA_COPY } from './copy';
import type { Activity, CreationContent } from './types';

/**
 * When a creation brings up the subject of a safety rule (CONTENT.md "Safety rules": a parent typed "thunderstorms",
 * a model wrote about honey), the rule's message goes where the reader meets it first: the first page of the story.
 * One short sentence per rule and band (content/media/safety-notes.yaml), worded so the shared rule's `message`
 * pattern recognises it (`npm run content -- check` checks that).
 */
export const SAFETY_NOTES: Record<string, Record<AgeBand, string>> = MEDIA_COPY.safetyNotes;

/** Creations use age bands 3-5, 6-8, 9-10; the safety rules use the lesson ranges (9-10 sits in 9-12). */
export const RULES_BAND: Record<AgeBand, BandDocument['band']> = { '3-5': '3-5', '6-8': '6-8', '9-10': '9-12' };

function activityText(activity: Activity): string[] {
  const parts = [activity.title, activity.instructions, 'prompt' in activity ? activity.prompt : ''];
  switch (activity.kind) {
    case 'quiz': return [...parts, ...activity.questions.flatMap((question) => [question.question, ...question.options])];
    case 'matching': return [...parts, ...activity.pairs.flatMap((pair) => [pair.left, pair.right])];
    case 'vocabulary': return [...parts, ...activity.words.flatMap((entry) => [entry.word, entry.meaning])];
    case 'word-search': case 'tracing': return [...parts, ...activity.words];
    case 'counting': return [...parts, ...activity.items.map((item) => item.label)];
    default: return parts;
  }
}

/** The content with the message of every safety rule its text brings up on its first page (when not there already). */
export function withSafetyNotes(content: CreationContent): CreationContent {
  const band = RULES_BAND[content.ageBand];
  const everything = [
    content.title,
    ...content.chapters.flatMap((chapter) => [chapter.title, ...chapter.pages.flatMap((page) => [page.heading, page.text])]),
    ...content.facts,
    ...(content.glossary ?? []).flatMap((entry) => [entry.word, entry.meaning]),
    ...content.activities.flatMap(activityText),
  ].join('\n');
  const leading = [content.title, ...(content.chapters[0]?.pages ?? []).flatMap((page) => [page.heading, page.text])].join('\n');
  const notes: string[] = [];
  for (const rule of SAFETY_RULES) {
    const when = rule.whenMentioned;
    const note = Object.hasOwn(SAFETY_NOTES, rule.id) ? SAFETY_NOTES[rule.id][content.ageBand] : undefined;
    if (!when || !note || (when.bands && !when.bands.includes(band))) continue;
    const mentioned = everything.split(/(?<=[.!?])\s+|\n+/).some((sentence) => when.mentions.test(sentence));
    const carried = leading.split(/(?<=[.!?])\s+|\n+/).some((sentence) => when.message.test(sentence));
    if (mentioned && !carried) notes.push(note);
  }
  if (!notes.length || !content.chapters[0]?.pages[0]) return content;
  const [first, ...rest] = content.chapters;
  const [page, ...pages] = first.pages;
  return { ...content, chapters: [{ ...first, pages: [{ ...page, text: `${page.text} ${notes.join(' ')}` }, ...pages] }, ...rest] };
}
