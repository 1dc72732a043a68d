// "Questions to ask next" on the report: library questions about the child's interests, never one the child has just
// done (the tester's report suggested "How do volcanoes erupt?" the evening he did that lesson). A suggestion is left
// out when it says the same as a lesson's question or title, however it is worded ("How does a volcano erupt?").

/** Questions the report shows. */
export const NEXT_QUESTIONS_SHOWN = 3;

/** Words that do not tell two questions apart. */
const FILLER = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'about', 'into', 'up',
  'how', 'why', 'what', 'who', 'where', 'when', 'which', 'do', 'does', 'did', 'is', 'are', 'was', 'were', 'be', 'can',
  'could', 'will', 'would', 'i', 'you', 'we', 'they', 'it', 'its', 'my', 'your', 'our', 'their', 'this', 'that', 'there',
  'so', 'get', 'gets', 'go', 'goes', 'make', 'makes', 'work', 'works', 'really', 'let', 'lets', 'find', 'out', 'together',
]);

/** A word's simple stem: "volcanoes" → "volcano", "erupts" → "erupt", "flies" → "fly". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(oes|ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a question that carry its meaning. */
export function meaningWords(text: string): Set<string> {
  const words = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/'s\b/g, '').split(/[^a-z0-9]+/);
  return new Set(words.filter((word) => word && !FILLER.has(word)).map(stem));
}

/** Two questions ask the same thing: the same meaning words, or most of them with at least two shared. */
export function sameQuestion(a: string, b: string): boolean {
  const left = meaningWords(a);
  const right = meaningWords(b);
  if (!left.size || !right.size) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  if (shared === left.size && shared === right.size) return true;
  return shared >= 2 && shared / (left.size + right.size - shared) >= 0.5;
}

/** The candidates, in order, without the ones the child has done (or close to them) and without repeats; at most `limit`. */
export function freshQuestions(candidates: readonly string[], done: readonly string[], limit = NEXT_QUESTIONS_SHOWN): string[] {
  const picked: string[] = [];
  for (const candidate of candidates) {
    if (picked.length >= limit) break;
    if (done.some((text) => sameQuestion(candidate, text)) || picked.some((text) => sameQuestion(candidate, text))) continue;
    picked.push(candidate);
  }
  return picked;
}
