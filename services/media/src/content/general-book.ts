import { composeFromPack } from './compose';
import { generalNote, type LibraryOutcome } from './content-note';
import { storyForm } from './material';
import { cleanChildName, cleanTopic } from './options';
import { exploration } from './pack';
import type { TopicPack } from './pack/types';
import type { CreationContent, CreationContentInput } from './types';

/**
 * The book for a topic with no checked facts (issue 19: "say honestly which parts are general"): the exploration story
 * of the child's day with the topic, which names it on every page and states nothing about it. Its facts and
 * activities are general tips for finding things out, or, when the topic is part of a pack's subject ("crabs" in
 * Ocean), that pack's, about its subject in general; the note says which.
 */
export function composeGeneralBook(input: CreationContentInput, pack: TopicPack | undefined, outcome: LibraryOutcome): CreationContent {
  const typed = cleanTopic(input.topic);
  if (!pack) return { ...composeFromPack(exploration, input, true), note: generalNote(typed, cleanChildName(input.childName), outcome) };
  // "Dolphins" is "dolphins" mid-sentence when the pack writes it so.
  const topic = storyForm(typed, [...pack.chapters.flatMap((chapter) => chapter.pages.flatMap((page) => Object.values(page.text))), ...Object.values(pack.facts).flat()]);
  const note = generalNote(topic, cleanChildName(input.childName), outcome, pack.name);
  // The pack's facts stay on its facts page: read inside this story, a fact about the ocean would pass for one about crabs.
  const told: TopicPack = { ...pack, chapters: exploration.chapters, imagine: exploration.imagine, drawing: exploration.drawing };
  return { ...composeFromPack(told, input, false, { storyTopic: topic, weaveFacts: false }), note };
}
