import path from 'node:path';
import { z } from 'zod';
import { readJsonl } from '../jsonl';
import { BANK_DIR } from './library-eval';

// The matcher's development set (issue 10 §1), as data since session 11 (library-eval/dev-set.jsonl, one phrasing and
// the entry it must get per line; it was TypeScript under test/content/dev-set/): how people really type questions,
// written with each batch of entries by the people who wrote them — typos, kid phrasing, "my son…", "how come…",
// paraphrases without the entry's trigger words — and "none" for near-misses that share words with an entry but ask
// something else (the honest exploration lesson is right for them). When an entry is added, move the phrasings it now
// answers out of "none". Its phrasings also teach the library's votes (library-vote.ts).

export const DEV_SET_FILE = path.join(BANK_DIR, 'dev-set.jsonl');

const DevLineSchema = z.object({ q: z.string().trim().min(2).max(400), entry: z.string().min(1) });

/** Every phrasing by the entry it must get ("none": no entry), in the file's order. */
export function readDevSet(file = DEV_SET_FILE): Record<string, string[]> {
  const set: Record<string, string[]> = {};
  for (const { q, entry } of readJsonl(file, DevLineSchema)) (set[entry] ??= []).push(q);
  return set;
}
