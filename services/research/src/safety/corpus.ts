import path from 'node:path';
import { z } from 'zod';
import { readJsonl } from '../jsonl';

// The labelled safety corpus (services/research/safety-corpus/): phrasings as parents, children and teens type them,
// each with where it must land. Split once, by who wrote it: `train` (the classifier learns from it, the rules were
// tuned on it), `dev` (thresholds were chosen on it) and `test` (written by people who never saw the rules; nothing
// is tuned to it, it only measures). One JSON object per line.

export const CORPUS_LABELS = ['urgent', 'hazard', 'medical', 'sensitive', 'rule', 'harm', 'lesson', 'parent'] as const;
export type CorpusLabel = (typeof CORPUS_LABELS)[number];
export const CORPUS_SPLITS = ['train', 'dev', 'test'] as const;
export type CorpusSplit = (typeof CORPUS_SPLITS)[number];

export const CorpusItemSchema = z.object({
  q: z.string().trim().min(2).max(400),
  label: z.enum(CORPUS_LABELS),
  topic: z.string().min(1),
  voice: z.string().min(1),
  /** Where the phrasing came from (a writer's file, the red-team set, the outside review). */
  from: z.string().optional(),
});
export type CorpusItem = z.infer<typeof CorpusItemSchema>;

export const CORPUS_DIR = path.resolve(__dirname, '../../safety-corpus');

/** Reads one split; a malformed line is an error naming its file and line (the corpus is data we ship). */
export function readSplit(split: CorpusSplit, dir = CORPUS_DIR): CorpusItem[] {
  return readJsonl(path.join(dir, `${split}.jsonl`), CorpusItemSchema);
}
