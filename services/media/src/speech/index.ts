import type { Config } from '@wonderkin/server-kit';
import type { SpeechEngine } from './engine';
import { createEspeakEngine } from './espeak';
import { createOpenAiSpeechEngine } from './openai';

export type { SpeechEngine } from './engine';

/** OpenAI speech when OPENAI_API_KEY is set, else espeak-ng (offline). */
export function createSpeechEngine(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TTS_MODEL' | 'OPENAI_TTS_VOICE'>): SpeechEngine {
  if (config.OPENAI_API_KEY) {
    return createOpenAiSpeechEngine({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_TTS_MODEL,
      voice: config.OPENAI_TTS_VOICE,
    });
  }
  return createEspeakEngine();
}
