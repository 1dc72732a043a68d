// Small text helpers for the lesson builders.

/** The question as the child typed it, trimmed, ending with punctuation. */
export function tidyQuestion(question: string): string {
  const q = question.trim().replace(/\s+/g, ' ');
  if (!q) return q;
  return /[?.!]$/.test(q) ? q : `${q}?`;
}

/** Deterministic small hash (for stable quiz option order: the right answer is not always first). */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Options with exactly one correct answer, placed at a stable position derived from `seed`. */
export function quizOptions(right: string, wrong: string[], seed: string): { text: string; correct: boolean }[] {
  const options = wrong.map((text) => ({ text, correct: false }));
  const at = stableHash(seed) % (options.length + 1);
  options.splice(at, 0, { text: right, correct: true });
  return options;
}
