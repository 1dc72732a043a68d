import { cueText } from '../cue-text';

// What the classifier reads of a question: character n-grams of 3 to 5 letters inside each word (padded with a space,
// so a word's start and end count) — robust to children's spelling, "swalowed" shares most of its n-grams with
// "swallowed" — plus whole words and word pairs, on the same canonical text the cue detector reads.

const MIN_N = 3;
const MAX_N = 5;

export function questionFeatures(question: string): string[] {
  const words = cueText(question).trim().split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    out.push(`w:${word}`);
    if (i > 0) out.push(`b:${words[i - 1]}_${word}`);
    const padded = ` ${word} `;
    for (let n = MIN_N; n <= MAX_N; n += 1) {
      for (let start = 0; start + n <= padded.length; start += 1) out.push(padded.slice(start, start + n));
    }
  }
  return out;
}
