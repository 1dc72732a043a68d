/**
 * Which word is being read aloud. The speech service (OpenAI speech, or espeak-ng offline) returns audio without word
 * timings, so the timing is estimated: a clip's duration is shared among its words by how long each takes to say
 * (its letters, digits said as longer, and the pause after punctuation). Espeak speaks at an even pace, so the estimate
 * stays within a word or so; the highlight follows the audio's own clock, so it pauses and stops with it.
 */

/** A piece of shown text: a word (with its index in the clip) or the white space between words. */
export interface TextPiece {
  text: string;
  word: number | null;
}

/** The text cut into words and spaces; `first` is the index its first word has in the clip it belongs to. */
export function textPieces(text: string, first = 0): TextPiece[] {
  const pieces: TextPiece[] = [];
  let next = first;
  for (const part of text.split(/(\s+)/)) {
    if (!part) continue;
    if (/^\s+$/.test(part)) pieces.push({ text: part, word: null });
    else pieces.push({ text: part, word: next++ });
  }
  return pieces;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** What a clip says for several pieces of text: each ends as a sentence, so the voice pauses between them. */
export function spokenText(segments: readonly string[]): string {
  return segments
    .map((segment) => segment.trim())
    .filter(Boolean)
    .map((segment) => (/[.!?…:]["'”’)]*$/u.test(segment) ? segment : `${segment}.`))
    .join(' ');
}

/** The index, in the clip, of the first word of each segment (segments as given to spokenText). */
export function segmentStarts(segments: readonly string[]): number[] {
  let words = 0;
  return segments.map((segment) => {
    const start = words;
    words += wordCount(segment);
    return start;
  });
}

/** How long each word takes to say, in relative units. */
export function wordWeights(text: string): number[] {
  return text.split(/\s+/).filter(Boolean).map((word) => {
    const letters = (word.match(/\p{L}/gu) ?? []).length;
    const digits = (word.match(/\p{N}/gu) ?? []).length;
    const pause = /[.!?…]["'”’)]*$/u.test(word) ? 5 : /[,;:—–]["'”’)]*$/u.test(word) ? 2 : 0;
    return 1 + letters + 3 * digits + pause;
  });
}

/** The word being said `elapsed` seconds into a clip of `duration` seconds; -1 when the duration is not known. */
export function wordAt(elapsed: number, duration: number, weights: readonly number[]): number {
  if (!weights.length || !Number.isFinite(duration) || duration <= 0) return -1;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const target = (Math.max(0, elapsed) / duration) * total;
  let end = 0;
  for (let index = 0; index < weights.length; index += 1) {
    end += weights[index];
    if (target < end) return index;
  }
  return weights.length - 1;
}
