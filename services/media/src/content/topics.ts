import type { TopicPack } from './pack/types';
import { volcanoes } from './pack/volcanoes';

/** The offline pack's topics: the spec's eight sample topics. */
export const TOPIC_PACKS: TopicPack[] = [volcanoes];

/** Finds the pack for a topic typed by a parent, loosely ("dinos", "T-rex", "planets", "cupcakes"…). */
export function findTopicPack(topic: string): TopicPack | undefined {
  const normalised = topic.toLocaleLowerCase().replace(/[_]+/g, ' ');
  return TOPIC_PACKS.find((pack) => pack.match.test(normalised));
}
