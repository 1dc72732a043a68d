import type { CreationContentGenerator, CreationContentInput, CreationContent } from './types';
import { composeFromPack } from './compose';
import { exploration } from './pack/exploration';
import { findTopicPack } from './topics';

/** Composes creation content from the bundled pack; any topic it does not cover gets the honest exploration story. */
export function composeOfflineContent(input: CreationContentInput): CreationContent {
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
