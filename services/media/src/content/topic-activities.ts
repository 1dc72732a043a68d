import type { AgeBand, LearningFocus } from '@wonderkin/shared';
import { buildActivities } from './activities';
import type { TopicMaterial } from './material';
import { exploration } from './pack';
import type { TopicPack } from './pack/types';
import { searchWordsFor } from './search-words';
import { TOPIC_LINES } from './topic-lines';
import type { Activity } from './types';

/**
 * The activities of a topic book: the word search, quiz, word pairs and vocabulary come from the topic's checked
 * material; counting pictures and the youngest readers' picture pairs (which need our icons) from the base pack.
 * Built by the packs' own builder over a pack made of the material, so every band keeps its kinds of activity.
 */
export function topicActivities(material: TopicMaterial, ageBand: AgeBand, focus: LearningFocus, fill: (text: string) => string, seed: number): Activity[] {
  return buildActivities(activityPack(material, fill), ageBand, focus, fill, seed);
}

function activityPack(material: TopicMaterial, fill: (text: string) => string): TopicPack {
  const { base } = material;
  const texts = [...material.passages.map((passage) => passage.text), ...material.facts];
  const terms = [...material.words, ...material.glossary.map((entry) => entry.word)];
  const words = (count: number) => searchWordsFor(material.topic, terms, texts, count);
  // At least three word pairs, or the pack's own; a pair is a word and its meaning.
  const pairs = material.glossary.length >= 3 ? material.glossary.slice(0, 5).map((entry) => ({ left: entry.word, right: entry.meaning })) : undefined;
  const quiz = material.quiz.length >= 2 ? material.quiz : undefined;
  const tracing = searchWordsFor(material.topic, terms, [], 4).filter((word) => word.length <= 7);
  return {
    ...base,
    vocabulary: material.glossary.length >= 2 ? material.glossary : base.vocabulary,
    matching: { '3-5': base.matching['3-5'], '6-8': pairs ?? base.matching['6-8'], '9-10': pairs ?? base.matching['9-10'] },
    wordSearch: { '6-8': enough(words(8), base.wordSearch['6-8']), '9-10': enough(words(10), base.wordSearch['9-10']) },
    quiz: { '6-8': quiz ?? base.quiz['6-8'], '9-10': quiz ?? base.quiz['9-10'] },
    tracing: tracing.length >= 2 ? tracing : base.tracing,
    drawing: { '3-5': fill(TOPIC_LINES['3-5'].drawing), '6-8': fill(TOPIC_LINES['6-8'].drawing), '9-10': fill(TOPIC_LINES['9-10'].drawing) },
    // "Imagine…" prompts that name the topic and claim nothing about it.
    imagine: exploration.imagine,
  };
}

/** The topic's words, topped up from the pack's when there are too few for a grid (a word search has 5 or more). */
function enough(words: string[], more: string[]): string[] {
  if (words.length >= 5) return words;
  return [...words, ...more.filter((word) => !words.some((chosen) => chosen.includes(word) || word.includes(chosen)))].slice(0, Math.max(words.length, 8));
}
