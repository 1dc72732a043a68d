import { fillTemplate } from '@wonderkin/shared/content';
import { MEDIA_COPY } from './copy';

/**
 * What an offline book tells the family about its facts (issue 19: "where there is none, say honestly which parts are
 * general"), shown beside the creation and on the book's facts page. The sentences: content/media/content-notes.yaml.
 */

/** How the library answered: an entry, none on the topic (null), or no answer at all. */
export type LibraryOutcome = 'none' | 'unreachable';

const NOTES = MEDIA_COPY.contentNotes;

/** How a sentence names a pack's subject: "the ocean", "dinosaurs". */
export const subjectOf = (packName: string) => (Object.hasOwn(NOTES.subjects, packName) ? NOTES.subjects[packName] : packName.toLocaleLowerCase());

/** A long typed topic (a whole sentence) is "this topic" in the note, which stays one short sentence. */
const named = (topic: string) => (topic.length <= 60 ? topic : NOTES.longTopic);

/** A book made from the library's checked lesson on the topic. */
export function libraryNote(title: string): string {
  return fillTemplate(NOTES.library, { title });
}

/** A book made from the part of a pack about the topic ("lava" in Volcanoes). */
export function packFocusNote(part: string, packName: string): string {
  return fillTemplate(NOTES.packFocus, { topic: named(part), pack: packName.toLocaleLowerCase(), subject: subjectOf(packName) });
}

/**
 * A book with no checked facts on the topic: the story is about the child and the topic and states nothing about it;
 * `generalAbout` names what the facts and activities are about instead (a broader pack's subject), else they are
 * general tips for finding things out.
 */
export function generalNote(typedTopic: string, childName: string | undefined, outcome: LibraryOutcome, generalAbout?: string): string {
  const topic = named(typedTopic);
  const about = childName ? fillTemplate(NOTES.aboutChild, { child: childName, topic }) : topic;
  const note = NOTES.general[outcome];
  return generalAbout ? fillTemplate(note.pack, { topic, about, subject: subjectOf(generalAbout) }) : fillTemplate(note.tips, { topic, about });
}
