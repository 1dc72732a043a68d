import type { AgeBand } from '@wonderkin/shared';
import { makeFill } from './compose';
import { packFocusNote } from './content-note';
import { namesTopic, storyForm, topicPattern, type TopicMaterial } from './material';
import type { TopicPack } from './pack/types';
import { sentencesIn } from './sentences';
import { topicScene } from './topic-scene';

/** The part of a pack's subject a topic names ("sharks" in Ocean), or undefined when it names the whole subject. */
export function subtopicOf(pack: TopicPack, topic: string): string | undefined {
  return pack.subtopics?.exec(topic.toLocaleLowerCase().replace(/_+/g, ' '))?.[0];
}

/** A sentence that goes on about what the sentence before it named ("It is the biggest animal…"). */
const CONTINUES = /^(It|Its|It's|They|Their|This|That|These|Those|He|She|His|Her)\b/;

/** Fewest checked sentences about the part (page sentences and facts) for a story of its own, and fewest pages. */
const MIN_STATEMENTS = 6;
const MIN_PASSAGES = 2;

/**
 * The material of a book about one part of a pack's subject ("lava" in Volcanoes; issue 19: "choose the pack's
 * facts and words that mention the topic"): the sentences of the pack's pages that name it (with the sentences right
 * after that go on about it), the facts and word meanings that name it, the quiz questions about it. Undefined when
 * the pack says too little about it for a story of its own (the offline composer then asks the library).
 */
export function packFocusMaterial(pack: TopicPack, part: string, ageBand: AgeBand, childName: string | undefined): TopicMaterial | undefined {
  const pattern = topicPattern(part);
  if (!pattern) return undefined;
  const fill = makeFill(childName, pack.name.toLocaleLowerCase());
  const passages: TopicMaterial['passages'] = [];
  for (const page of pack.chapters.flatMap((chapter) => chapter.pages)) {
    const kept: string[] = [];
    let previousKept = false;
    for (const sentence of sentencesIn(fill(page.text[ageBand]))) {
      previousKept = namesTopic(sentence, pattern) || (previousKept && CONTINUES.test(sentence));
      if (previousKept) kept.push(sentence);
    }
    if (kept.length >= 2) passages.push({ heading: fill(page.heading), text: kept.join(' '), scene: page.scene });
  }
  const facts = pack.facts[ageBand].map(fill).filter((fact) => namesTopic(fact, pattern));
  const statements = passages.reduce((sum, passage) => sum + sentencesIn(passage.text).length, 0) + facts.length;
  if (passages.length < MIN_PASSAGES || statements < MIN_STATEMENTS || facts.length < 2) return undefined;

  const band = ageBand === '3-5' ? '6-8' : ageBand;
  const about = (text: string) => namesTopic(text, pattern);
  const texts = [...passages.map((passage) => passage.text), ...facts];
  const topic = storyForm(part, texts);
  return {
    topic,
    passages,
    facts,
    recap: facts.slice(0, 3),
    glossary: pack.vocabulary.map((entry) => ({ word: fill(entry.word), meaning: fill(entry.meaning) })).filter((entry) => about(`${entry.word} ${entry.meaning}`)),
    words: pack.wordSearch[band].filter((word) => new RegExp(`\\b${word}`, 'i').test(texts.join(' '))),
    quiz: pack.quiz[band].filter((question) => about(`${question.question} ${question.options[question.answerIndex]}`)),
    base: pack,
    scene: topicScene(part) ?? pack.scene,
    palette: pack.palette,
    note: packFocusNote(topic, pack.name),
  };
}
