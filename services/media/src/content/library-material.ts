import type { LibraryTopic } from '@wonderkin/shared';
import { createRandom } from '../illustrations/random';
import { libraryNote } from './content-note';
import { storyForm, type TopicMaterial } from './material';
import { cleanTopic, hashString } from './options';
import { exploration } from './pack';
import type { TopicPack } from './pack/types';
import { EXPLORE_SCENES, topicScene } from './topic-scene';

/**
 * The material of a book made from the lesson library's checked entry on the topic (issue 19: "offline, from the
 * library's entry on that topic"): its quick answer and sections are the story's passages, its takeaways and fun
 * facts the facts, its glossary and quiz the activities'. Nothing is added that the entry does not say. Undefined
 * when the entry has no section for this band (too little for a story).
 *
 * `pack`: the pack the topic belongs to, if any ("sharks" → Ocean), for counting pictures and picture pairs.
 */
export function libraryMaterial(entry: LibraryTopic, typedTopic: string, pack: TopicPack | undefined): TopicMaterial | undefined {
  if (!entry.sections.length || !entry.quickAnswer.trim()) return undefined;
  const texts = [entry.quickAnswer, ...entry.sections.map((section) => section.text)];
  const topic = storyForm(cleanTopic(typedTopic), texts);
  const picture = topicScene(topic);
  const random = createRandom(hashString(`${entry.id}|${topic}`));
  return {
    topic,
    passages: [
      { heading: entry.title, text: entry.quickAnswer, ...(picture ? {} : { scene: EXPLORE_SCENES[0] }) },
      ...entry.sections.map((section, index) => ({
        heading: section.title,
        text: section.text,
        funFact: section.funFact,
        ...(picture ? {} : { scene: EXPLORE_SCENES[(index + 1) % EXPLORE_SCENES.length] }),
      })),
    ],
    facts: [...new Set([...entry.takeaways, ...entry.sections.map((section) => section.funFact)])],
    recap: entry.takeaways,
    glossary: entry.glossary.map((term) => ({ word: term.term, meaning: term.definition })),
    words: [],
    quiz: entry.quiz.map((question) => {
      const options = random.shuffle([question.right, ...question.wrong]);
      return { question: question.question, options, answerIndex: options.indexOf(question.right) };
    }),
    base: pack ?? exploration,
    scene: picture ?? 'explore:share',
    palette: picture ? (pack?.palette ?? 'meadow') : 'meadow',
    note: libraryNote(entry.title),
  };
}
