import type { TopicPack } from './pack/types';
import { baking } from './pack/baking';
import { dinosaurs } from './pack/dinosaurs';
import { ocean } from './pack/ocean';
import { princesses } from './pack/princesses';
import { puppies } from './pack/puppies';
import { robots } from './pack/robots';
import { space } from './pack/space';
import { volcanoes } from './pack/volcanoes';

/** The offline pack's topics: the spec's eight sample topics. */
export const TOPIC_PACKS: TopicPack[] = [dinosaurs, space, puppies, baking, volcanoes, ocean, robots, princesses];

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
