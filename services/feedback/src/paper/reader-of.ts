import type { Config } from '@wonderkin/server-kit';
import { createOpenAiPaperReader, type PaperReader } from './reading';

/** The provider that reads photos and voice notes, when one is keyed (OPENAI_API_KEY); else none: nothing is read. */
export function paperReaderOf(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_VISION_MODEL' | 'OPENAI_TRANSCRIBE_MODEL'>): PaperReader | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return createOpenAiPaperReader({
    apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL,
    transcribeModel: config.OPENAI_TRANSCRIBE_MODEL, visionModel: config.OPENAI_VISION_MODEL ?? config.OPENAI_MODEL,
  });
}
