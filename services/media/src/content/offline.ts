import type { CreationContentGenerator, CreationContentInput, CreationContent } from './types';
import { composeFromPack } from './compose';
import { describeEmojiInput } from './emoji';
import { exploration } from './pack/exploration';
import { findTopicPack } from './topics';

/**
 * Composes creation content from the bundled pack; any topic it does not cover gets the honest exploration story.
 * Emoji in the topic and title become words first ("🦖🌋" → the dinosaur pack, titled "Dinosaurs and volcanoes").
 */
export function composeOfflineContent(request: CreationContentInput): CreationContent {
  const input = describeEmojiInput(request);
  const pack = findTopicPack(input.topic);
  return pack ? composeFromPack(pack, input, false) : composeFromPack(exploration, input, true);
}

export function createOfflineContentGenerator(): CreationContentGenerator {
  return {
    source: 'offline',
    async generate(input) {
      return composeOfflineContent(input);
    },
  };
}
