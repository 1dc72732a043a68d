import fs from 'node:fs/promises';
import path from 'node:path';
import { speakable } from '../content/emoji';
import { withoutRepeatedSentences } from '../content/sentences';
import type { CreationContent } from '../content/types';
import type { SpeechEngine } from '../speech/engine';
import { concatPath, ffmpeg, wavDuration } from './ffmpeg';

/** Silence after each page, so pages do not run into each other (part of the page's time on screen). */
export const PAGE_GAP_SECONDS = 0.6;
const SAMPLE_RATE = '22050';

export interface NarrationSegment {
  chapterIndex: number;
  /** Index of the page in reading order across all chapters (the same order as the illustration frames). */
  pageIndex: number;
  file: string;
  seconds: number;
}

export interface NarrationChapter {
  title: string;
  startSeconds: number;
  endSeconds: number;
}

export interface Narration {
  /** All segments joined: one PCM WAV, 22,050 Hz mono. */
  file: string;
  seconds: number;
  segments: NarrationSegment[];
  chapters: NarrationChapter[];
}

/** What is read aloud for one page: the book's title opens the story, each chapter announces itself. */
export function pageScript(content: CreationContent, chapterIndex: number, pageInChapter: number): string {
  const chapter = content.chapters[chapterIndex];
  const parts: string[] = [];
  if (chapterIndex === 0 && pageInChapter === 0) parts.push(`${content.title}.`);
  if (pageInChapter === 0) parts.push(`Chapter ${chapterIndex + 1}: ${chapter.title}.`);
  parts.push(chapter.pages[pageInChapter].text);
  return parts.join(' ');
}

/**
 * Every page's script in reading order, as the speech engine gets it: emoji said as words, and no sentence read a
 * second time anywhere in the narration (a sentence of four words or more is said once).
 */
export function narrationScripts(content: CreationContent): string[] {
  const alreadySaid = new Set<string>();
  return content.chapters.flatMap((chapter, chapterIndex) =>
    chapter.pages.map((_page, pageInChapter) => {
      const script = speakable(pageScript(content, chapterIndex, pageInChapter));
      return withoutRepeatedSentences(script, alreadySaid) || script;
    }),
  );
}

export function chapterLabel(index: number, title: string): string {
  return `Chapter ${index + 1}: ${title}`;
}

/**
 * Narrates every page into its own WAV segment (speech + a short gap, one common format), then joins them.
 * Segment durations are exact (from the WAV headers), so video pages can be timed to the speech.
 */
export async function narrate(
  content: CreationContent,
  engine: SpeechEngine,
  workDir: string,
  onPage: (done: number, total: number) => Promise<void> = async () => {},
): Promise<Narration> {
  const dir = path.join(workDir, 'narration');
  await fs.mkdir(dir, { recursive: true });
  const pages = content.chapters.flatMap((chapter, chapterIndex) => chapter.pages.map((_page, pageInChapter) => ({ chapterIndex, pageInChapter })));
  if (pages.length === 0) throw new Error('The story has no pages to narrate');

  const scripts = narrationScripts(content);
  const segments: NarrationSegment[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    const name = String(pageIndex + 1).padStart(3, '0');
    const raw = path.join(dir, `raw-${name}.wav`);
    const file = path.join(dir, `page-${name}.wav`);
    await engine.toWav(scripts[pageIndex], raw);
    await ffmpeg(['-i', raw, '-af', `apad=pad_dur=${PAGE_GAP_SECONDS}`, '-ar', SAMPLE_RATE, '-ac', '1', '-c:a', 'pcm_s16le', file], 60_000);
    await fs.rm(raw, { force: true });
    segments.push({ chapterIndex: page.chapterIndex, pageIndex, file, seconds: await wavDuration(file) });
    await onPage(pageIndex + 1, pages.length);
  }

  const list = path.join(dir, 'segments.txt');
  await fs.writeFile(list, segments.map((segment) => `file ${concatPath(segment.file)}`).join('\n') + '\n');
  const file = path.join(dir, 'narration.wav');
  await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', file]);

  const chapters: NarrationChapter[] = [];
  let clock = 0;
  for (const segment of segments) {
    const current = chapters[segment.chapterIndex];
    if (current) current.endSeconds = clock + segment.seconds;
    else chapters[segment.chapterIndex] = { title: chapterLabel(segment.chapterIndex, content.chapters[segment.chapterIndex].title), startSeconds: clock, endSeconds: clock + segment.seconds };
    clock += segment.seconds;
  }
  return { file, seconds: await wavDuration(file), segments, chapters };
}
