import type { Config, Logger } from '@wonderkin/server-kit';
import type { CreationContentGenerator } from './types';
import { createLibraryLookup } from './library';
import { createOfflineContentGenerator } from './offline';
import { createOpenAiContentGenerator } from './openai';

export type { Activity, CreationContent, CreationContentGenerator, CreationContentInput, IllustrationSpec, StoryChapter, StoryPage } from './types';
export { CreationContentSchema, storyWordCount } from './schema';
export { createOfflineContentGenerator, composeOfflineContent } from './offline';
export { createOpenAiContentGenerator } from './openai';
export { createLibraryLookup, type LibraryAnswer, type LibraryLookup } from './library';

/**
 * OpenAI when OPENAI_API_KEY is set, else the offline creation content pack; offline books (and OpenAI's fallback)
 * ask the research service's lesson library for topics the packs do not cover.
 */
export function createContentGenerator(config: Config, logger?: Logger): CreationContentGenerator {
  const library = createLibraryLookup({ url: config.services.research, token: config.INTERNAL_TOKEN, logger });
  return config.OPENAI_API_KEY ? createOpenAiContentGenerator(config, undefined, library) : createOfflineContentGenerator(library);
}
