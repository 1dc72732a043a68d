import path from 'node:path';
import { ffmpeg } from '../av/ffmpeg';
import { runProcess } from '@wonderkin/server-kit';
import type { SpeechEngine } from './engine';

export interface EspeakOptions {
  voice?: string;
  /** Words per minute; a little slower than espeak's 175 suits young listeners. */
  wordsPerMinute?: number;
}

/** espeak-ng: text goes in on stdin (never on a command line), a 22,050 Hz mono WAV comes out. */
export function createEspeakEngine(options: EspeakOptions = {}): SpeechEngine {
  const voice = options.voice ?? 'en-us';
  const speed = String(options.wordsPerMinute ?? 150);
  const toWav = async (text: string, outFile: string) => {
    await runProcess('espeak-ng', ['-v', voice, '-s', speed, '--stdin', '-w', outFile], { input: text, timeoutMs: 60_000 });
  };
  return {
    name: 'espeak-ng',
    voice,
    toWav,
    async toMp3(text, outFile, workDir) {
      const wav = path.join(workDir, `${path.basename(outFile)}.wav`);
      await toWav(text, wav);
      await ffmpeg(['-i', wav, '-c:a', 'libmp3lame', '-q:a', '5', '-f', 'mp3', outFile], 60_000);
    },
  };
}
