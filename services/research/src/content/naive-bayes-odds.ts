import type winkNaiveBayes from 'wink-naive-bayes-text-classifier';

type Classifier = ReturnType<typeof winkNaiveBayes>;
type ExportedModel = [{ smoothingFactor: number }, Record<string, number>, Record<string, Record<string, number>>, Record<string, number>, string[]];

/**
 * A trained wink classifier's own `computeOdds`, read from its exported counts with each word's total over all labels
 * summed once. The library sums the other labels' counts again for every word of every label (labels² work per word):
 * with the library's ~300 lessons that was 26 ms a question, now well under one. Same integers, same log2 terms added
 * in the same order, same stable sort: the odds are identical, not close (tested against the library).
 */
export function oddsReader(model: Classifier, features: (input: string) => string[]): (input: string) => [string, number][] {
  const [config, samples, counts, words, vocabulary] = JSON.parse(model.exportJSON()) as ExportedModel;
  const smoothing = config.smoothingFactor;
  const labels = Object.keys(samples);
  const voc = new Set(vocabulary);
  const count = new Map(labels.map((label) => [label, new Map(Object.entries(counts[label] ?? {}))]));
  const wordTotals = new Map<string, number>();
  for (const perLabel of count.values()) for (const [word, n] of perLabel) wordTotals.set(word, (wordTotals.get(word) ?? 0) + n);
  const sampleSum = labels.reduce((sum, label) => sum + samples[label], 0);
  const wordSum = labels.reduce((sum, label) => sum + words[label], 0);

  const logRatio = (n: number, total: number) =>
    smoothing > 0 ? Math.log2(n + smoothing) - Math.log2(total + voc.size * smoothing) : n ? Math.log2(n) - Math.log2(total + voc.size) : 0;

  const odds = (tokens: string[], label: string): number => {
    const known = tokens.filter((token) => voc.has(token));
    if (known.length === 0) return 0;
    const own = count.get(label)!;
    let lh = 0;
    let ilh = 0;
    for (const token of known) {
      const inLabel = own.get(token) ?? 0;
      lh += logRatio(inLabel, words[label]);
      ilh += lh === 0 ? 0 : logRatio((wordTotals.get(token) ?? 0) - inLabel, wordSum - words[label]);
    }
    if (lh !== 0) {
      lh += Math.log2(samples[label]) - Math.log2(sampleSum);
      ilh += Math.log2(sampleSum - samples[label]) - Math.log2(sampleSum);
    }
    return lh - ilh;
  };

  return (input) => {
    const tokens = features(input);
    const all = labels.map((label): [string, number] => [label, odds(tokens, label)]);
    all.sort((a, b) => (b[1] > a[1] ? 1 : b[1] === a[1] ? 0 : -1));
    return all[0][1] ? all : [['unknown', 0]];
  };
}
