import type { Config, Logger } from '@wonderkin/server-kit';
import { createOfflineGenerator } from './offline';
import { createOpenAIGenerator } from './openai';
import type { LessonGenerator } from './types';

/** OpenAI when OPENAI_API_KEY is set, else the offline content pack (the default, and what tests use). */
export function createGenerator(config: Config, logger: Logger): LessonGenerator {
  if (config.OPENAI_API_KEY) {
    logger.info({ model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL ?? 'default' }, 'lessons from OpenAI');
    return createOpenAIGenerator({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      visionModel: config.OPENAI_VISION_MODEL,
      productName: config.PRODUCT_NAME,
      logger,
    });
  }
  logger.info('lessons from the offline content pack');
  return createOfflineGenerator({ productName: config.PRODUCT_NAME, country: config.SAFETY_COUNTRY });
}
