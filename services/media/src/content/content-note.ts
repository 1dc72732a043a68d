/**
 * What an offline book tells the family about its facts (issue 19: "where there is none, say honestly which parts are
 * general"), shown beside the creation and on the book's facts page. One sentence each, no promise we cannot keep.
 */

/** How the library answered: an entry, none on the topic (null), or no answer at all. */
export type LibraryOutcome = 'none' | 'unreachable';

/** How a sentence names a pack's subject: "the ocean", "dinosaurs". */
export const subjectOf = (packName: string) => (packName === 'Ocean' ? 'the ocean' : packName.toLocaleLowerCase());

const about = (childName: string | undefined, topic: string) => (childName ? `${childName} and ${topic}` : topic);
/** A long typed topic (a whole sentence) is "this topic" in the note, which stays one short sentence. */
const named = (topic: string) => (topic.length <= 60 ? topic : 'this topic');

/** A book made from the library's checked lesson on the topic. */
export function libraryNote(title: string): string {
  return `Made offline from our checked lesson "${title}": the story and the facts come from it.`;
}

/** A book made from the part of a pack about the topic ("lava" in Volcanoes). */
export function packFocusNote(part: string, packName: string): string {
  const topic = named(part);
  const subject = subjectOf(packName);
  return `Made offline from the checked facts about ${topic} in our ${packName.toLocaleLowerCase()} book: the story and the facts are about ${topic}, and some activities are about ${subject} in general.`;
}

/**
 * A book with no checked facts on the topic: the story is about the child and the topic and states nothing about it;
 * `generalAbout` names what the facts and activities are about instead (a broader pack's subject), else they are
 * general tips for finding things out.
 */
export function generalNote(typedTopic: string, childName: string | undefined, outcome: LibraryOutcome, generalAbout?: string): string {
  const topic = named(typedTopic);
  const why = outcome === 'unreachable'
    ? `Offline, our lesson library did not answer, so we had no checked facts about ${topic} for this book`
    : `Offline, we had no checked facts about ${topic} yet`;
  const parts = generalAbout
    ? `the facts and activities are about ${subjectOf(generalAbout)} in general`
    : 'the facts pages and activities are general tips for finding things out';
  return `${why}: the story is about ${about(childName, topic)}, and ${parts}.`;
}
