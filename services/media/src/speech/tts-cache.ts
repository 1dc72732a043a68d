import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomId } from '@wonderkin/server-kit';
import type { SpeechEngine } from './engine';

export interface TtsResult {
  file: string;
  cached: boolean;
}

/**
 * Text-to-speech with a disk cache: the MP3 for (text, voice, engine) is made once and kept under its sha256.
 * Files are written to a scratch name and renamed, so a reader never sees half an MP3.
 */
export class TtsService {
  constructor(private readonly engine: SpeechEngine, private readonly cacheDir: string) {}

  cacheKey(text: string): string {
    return createHash('sha256').update(`${this.engine.name}\u0000${this.engine.voice}\u0000${text}`).digest('hex');
  }

  async speak(text: string): Promise<TtsResult> {
    const file = path.join(this.cacheDir, `${this.cacheKey(text)}.mp3`);
    try {
      const stat = await fs.stat(file);
      if (stat.size > 0) return { file, cached: true };
    } catch { /* not cached yet */ }
    await fs.mkdir(this.cacheDir, { recursive: true });
    const scratch = await fs.mkdtemp(path.join(this.cacheDir, '.work-'));
    try {
      const partial = path.join(scratch, `${randomId(6)}.mp3`);
      await this.engine.toMp3(text, partial, scratch);
      await fs.rename(partial, file);
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    return { file, cached: false };
  }
}
