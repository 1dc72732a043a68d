import type { AgeBand } from '@wonderkin/shared';
import { fillTemplate } from '@wonderkin/shared/content';
import { MEDIA_COPY } from './copy';

// What a book says around what it weaves into the story (a fact, a prompt, a new word, the child's name), by band:
// content/media/story-lines.yaml. Shared by the pack books (compose.ts) and the topic books (topic-book.ts).

type BandLine = 'forChild' | 'trueFact' | 'remember' | 'imagine';

export function storyLine(line: BandLine, ageBand: AgeBand, values: Readonly<Record<string, string>>): string {
  return fillTemplate(MEDIA_COPY.storyLines[line][ageBand], values);
}

const lowerFirst = (value: string) => value.charAt(0).toLocaleLowerCase() + value.slice(1);
const withoutFinalStop = (value: string) => value.replace(/[.!?]+$/, '');

/** "New word: lava. Lava means melted rock…": the meaning read on from "means". */
export function newWordLine(entry: { word: string; meaning: string }): string {
  return fillTemplate(MEDIA_COPY.storyLines.newWord, { word: entry.word, meaning: lowerFirst(withoutFinalStop(entry.meaning)) });
}

/** A topic book's chapter title when the topic is too long to name in it: the start, the middle, the end, then any other. */
export function chapterFallback(index: number): string {
  const fallbacks = MEDIA_COPY.storyLines.chapterFallbacks;
  return fallbacks[Math.min(index, fallbacks.length - 1)];
}
