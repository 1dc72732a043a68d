import fs from 'node:fs/promises';
import OpenAI from 'openai';
import type { SpeechEngine } from './engine';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  voice: string;
}

/** OpenAI speech (audio.speech) through the official SDK; OPENAI_BASE_URL points it at any compatible server. */
export function createOpenAiSpeechEngine(options: OpenAiSpeechOptions): SpeechEngine {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 2, timeout: 60_000 });
  const speak = async (text: string, format: 'mp3' | 'wav', outFile: string) => {
    const response = await client.audio.speech.create({
      model: options.model,
      voice: options.voice as never,
      input: text,
      response_format: format,
    });
    const audio = Buffer.from(await response.arrayBuffer());
    if (audio.length === 0) throw new Error('OpenAI speech answered no audio');
    await fs.writeFile(outFile, audio);
  };
  return {
    name: 'openai',
    voice: options.voice,
    toWav: (text, outFile) => speak(text, 'wav', outFile),
    toMp3: (text, outFile) => speak(text, 'mp3', outFile),
  };
}
