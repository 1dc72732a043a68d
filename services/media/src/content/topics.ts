import { TOPIC_PACKS } from './pack';
import type { TopicPack } from './pack/types';

/** The offline pack's topics: the spec's eight sample topics (content/packs/, in the order of its index.yaml). */
export { TOPIC_PACKS };

/**
 * Finds the pack for a topic typed by a parent, loosely ("dinos", "T-rex", "planets", "cupcakes"…).
 * When several match ("robots in space"), the one named first in the topic wins.
 */
export function findTopicPack(topic: string): TopicPack | undefined {
  const normalised = topic.toLocaleLowerCase().replace(/[_]+/g, ' ');
  let best: { pack: TopicPack; index: number } | undefined;
  for (const pack of TOPIC_PACKS) {
    const found = pack.match.exec(normalised);
    if (found && (!best || found.index < best.index)) best = { pack, index: found.index };
  }
  return best?.pack;
}
