/**
 * A speech engine: espeak-ng offline (the default) or OpenAI speech when keyed.
 * Both write real audio files; the TTS route wants MP3, the narration wants WAV segments.
 */
export interface SpeechEngine {
  readonly name: 'espeak-ng' | 'openai';
  readonly voice: string;
  /** Writes speech for text as a WAV file. */
  toWav(text: string, outFile: string): Promise<void>;
  /** Writes speech for text as an MP3 file; workDir is a scratch directory the engine may use. */
  toMp3(text: string, outFile: string, workDir: string): Promise<void>;
}
