import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import { KID_ENTRIES, PARENT_ENTRIES } from '../../content';
import { CORPUS_DIR, CORPUS_LABELS, readSplit, type CorpusItem, type CorpusLabel } from '../corpus';
import { questionFeatures } from './features';

// The second opinion: a naive Bayes text classifier over character n-grams (features.ts), trained on the corpus's
// train split. Library: wink-naive-bayes-text-classifier (winkjs, maintained, MIT): sparse counts, a configurable
// input pipeline (so our own n-gram features), binarised "presence" mode suited to short texts, additive smoothing,
// and JSON export/import, with no native code and no model download — it trains in well under a second here, and
// naive Bayes over character n-grams is the standard strong baseline for short, misspelled text. It is built once
// (`npm run safety:build` → generated/classifier.json, keyed by a hash of the train split); a process that finds no
// model, or a stale one, trains in memory once at start.

export const MODEL_FILE = path.resolve(__dirname, '../../../generated/safety-classifier.json');
const FEATURES_VERSION = 'ngrams-3-5+words+pairs-v1';
const CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 };
/**
 * The score of a label is the classifier's log2 likelihood ratio "this label vs all the others" (wink's odds), with
 * the labels' prior share taken out (so the many ordinary questions in training do not drown the rare urgent ones) and
 * divided by the number of features (naive Bayes over hundreds of overlapping n-grams is wildly overconfident; the
 * per-feature average makes short and long questions comparable and gives a threshold something to hold on to).
 */

export interface Classification {
  /** The label with the highest score. */
  label: CorpusLabel;
  /** Each label's score: average log2 likelihood ratio per feature, label vs the rest, priors taken out (0 = no lean). */
  scores: Record<CorpusLabel, number>;
}

export interface SafetyClassifier {
  classify(question: string): Classification;
}

interface StoredModel { key: string; model: string; counts: Record<string, number> }

const labelCounts = (items: CorpusItem[]) => items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [item.label]: (acc[item.label] ?? 0) + 1 }), {});

/** A hash of what the model is made from: the features' version and the train split. */
export function trainingKey(items: CorpusItem[]): string {
  const hash = crypto.createHash('sha256').update(FEATURES_VERSION);
  for (const item of items) hash.update(`${item.label}\t${item.q}\n`);
  return hash.digest('hex').slice(0, 16);
}

function newClassifier() {
  const nb = winkNaiveBayes();
  nb.definePrepTasks([questionFeatures]);
  nb.defineConfig(CONFIG);
  return nb;
}

function wrap(nb: ReturnType<typeof winkNaiveBayes>, counts: Record<string, number>): SafetyClassifier {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const priorRatio = (label: string) => Math.log2(counts[label] ?? 1) - Math.log2(Math.max(1, total - (counts[label] ?? 0)));
  return {
    classify(question: string): Classification {
      const scores = Object.fromEntries(CORPUS_LABELS.map((label) => [label, 0])) as Record<CorpusLabel, number>;
      const odds = nb.computeOdds(question) as [CorpusLabel, number][];
      const features = Math.max(1, questionFeatures(question).length);
      let label: CorpusLabel = 'lesson';
      for (const [name, value] of odds) {
        scores[name] = value === 0 ? 0 : (value - priorRatio(name)) / features;
        if (scores[name] > scores[label]) label = name;
      }
      return { label, scores };
    },
  };
}

export function trainClassifier(items: CorpusItem[]): { classifier: SafetyClassifier; json: string; counts: Record<string, number> } {
  const nb = newClassifier();
  for (const item of items) nb.learn(item.q, item.label);
  nb.consolidate();
  const counts = labelCounts(items);
  return { classifier: wrap(nb, counts), json: nb.exportJSON(), counts };
}

/**
 * What the classifier learns from: the train split, plus the library's own questions as ordinary ones ("How do
 * rainbows form?", "How can I make bedtime easier?"), so that everyday curiosity is well represented.
 */
export function trainingItems(dir = CORPUS_DIR): CorpusItem[] {
  const library: CorpusItem[] = [
    ...KID_ENTRIES.map((entry) => ({ q: entry.question, label: 'lesson' as const, topic: 'library', voice: 'child', from: 'library' })),
    ...PARENT_ENTRIES.map((entry) => ({ q: entry.question, label: 'parent' as const, topic: 'library', voice: 'parent', from: 'library' })),
  ];
  return [...readSplit('train', dir), ...library];
}

/** Writes the built model (the build step). */
export function buildModel(dir = CORPUS_DIR, file = MODEL_FILE): { key: string; items: number } {
  const items = trainingItems(dir);
  const { json, counts } = trainClassifier(items);
  const key = trainingKey(items);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ key, model: json, counts } satisfies StoredModel));
  return { key, items: items.length };
}

let loaded: SafetyClassifier | undefined;

/** The built model when it matches the train split; otherwise one trained now (once per process). */
export function safetyClassifier(onStale?: (reason: string) => void): SafetyClassifier {
  if (loaded) return loaded;
  const items = trainingItems();
  const key = trainingKey(items);
  let reason = 'no built model';
  try {
    const stored = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as StoredModel;
    if (stored.key === key) {
      const nb = newClassifier();
      nb.importJSON(stored.model);
      nb.consolidate();
      loaded = wrap(nb, stored.counts);
      return loaded;
    }
    reason = 'the built model is older than the train split';
  } catch { /* no model file: train below */ }
  onStale?.(reason);
  loaded = trainClassifier(items).classifier;
  return loaded;
}
