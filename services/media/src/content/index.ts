import type { Config } from '@wonderkin/server-kit';
import type { CreationContentGenerator } from './types';
import { createOfflineContentGenerator } from './offline';
import { createOpenAiContentGenerator } from './openai';

export type { Activity, CreationContent, CreationContentGenerator, CreationContentInput, IllustrationSpec, StoryChapter, StoryPage } from './types';
export { CreationContentSchema, storyWordCount } from './schema';
export { createOfflineContentGenerator, composeOfflineContent } from './offline';
export { createOpenAiContentGenerator } from './openai';

/** OpenAI when OPENAI_API_KEY is set, else the offline creation content pack. */
export function createContentGenerator(config: Config): CreationContentGenerator {
  return config.OPENAI_API_KEY ? createOpenAiContentGenerator(config) : createOfflineContentGenerator();
}
