import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonl } from '../jsonl';
import { normalizeText } from './normalize';

// The library's blind question bank (services/research/library-eval/, issue 20): everyday questions written by people
// who never saw the library (bank-*.jsonl, each writer read only WRITING-BRIEF.md), each labelled by someone else with
// the lesson that should answer it or "none" (labels-*.jsonl). Split once by a hash of the question into a tuning half
// and a test half; the test half only measures: nothing (triggers, profiles, thresholds, entries) is tuned to it.

export const BANK_DIR = path.resolve(__dirname, '../../library-eval');
export const AUDIENCES = ['kids', 'parent'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const BANK_BANDS = ['3-5', '6-8', '9-12'] as const;
export const BANK_HALVES = ['tune', 'test'] as const;
export type BankHalf = (typeof BANK_HALVES)[number];

const BankLineSchema = z.object({
  q: z.string().trim().min(2).max(400),
  audience: z.enum(AUDIENCES),
  band: z.enum(BANK_BANDS),
  voice: z.string().min(1),
});
const LabelLineSchema = z.object({
  q: z.string().trim().min(2).max(400),
  /** The id of the lesson that answers the question, or "none". */
  entry: z.string().min(1),
  also: z.array(z.string()).default([]),
  note: z.string().optional(),
});

export interface BankItem extends z.infer<typeof BankLineSchema> {
  /** Lesson ids that answer it (the label and its equals); empty when no lesson does. */
  answers: string[];
  /** Which writer's file it came from ("a", "b"...). */
  from: string;
  half: BankHalf;
}

/** The half a question belongs to, fixed by its wording: the same question always lands in the same half. */
export function halfOf(question: string): BankHalf {
  const hash = parseInt(crypto.createHash('sha1').update(normalizeText(question)).digest('hex').slice(0, 8), 16);
  return hash / 0xffffffff < 0.5 ? 'tune' : 'test';
}

/**
 * Every labelled bank question (a bank file without its labels file is not read: an unlabelled question measures
 * nothing). A label must name the same question, in the same order, and a lesson that exists.
 */
export function readBank(knownIds: ReadonlySet<string>, dir = BANK_DIR): BankItem[] {
  const seen = new Set<string>();
  const items: BankItem[] = [];
  for (const name of fs.readdirSync(dir).filter((file) => /^bank-[a-z0-9]+\.jsonl$/.test(file)).sort()) {
    const from = name.slice('bank-'.length, -'.jsonl'.length);
    const labelFile = path.join(dir, `labels-${from}.jsonl`);
    if (!fs.existsSync(labelFile)) continue;
    const bank = readJsonl(path.join(dir, name), BankLineSchema);
    const labels = readJsonl(labelFile, LabelLineSchema);
    if (labels.length !== bank.length) throw new Error(`${labelFile}: ${labels.length} labels for ${bank.length} questions`);
    bank.forEach((line, i) => {
      const label = labels[i];
      if (label.q !== line.q) throw new Error(`${labelFile}:${i + 1}: labels "${label.q}", the bank asks "${line.q}"`);
      const answers = [label.entry, ...label.also].filter((id) => id !== 'none');
      const unknown = answers.find((id) => !knownIds.has(id));
      if (unknown) throw new Error(`${labelFile}:${i + 1}: no lesson "${unknown}"`);
      const key = normalizeText(line.q);
      if (seen.has(key)) return;
      seen.add(key);
      items.push({ ...line, answers, from, half: halfOf(line.q) });
    });
  }
  return items;
}

/** What the product gave a question offline: a lesson (its id), the honest exploration page, or a safety answer. */
export type Outcome = { kind: 'lesson'; id: string } | { kind: 'refused' } | { kind: 'screened'; category: string };

export type Verdict = 'right' | 'wrong' | 'refused' | 'screened';

/**
 * Right: the lesson it should get, or the exploration page when no lesson answers it. Wrong: another lesson. Refused:
 * the exploration page although a lesson answers it. Screened: a safety answer (for an ordinary question, a miss).
 */
export function verdictOf(item: Pick<BankItem, 'answers'>, outcome: Outcome): Verdict {
  if (outcome.kind === 'screened') return 'screened';
  if (outcome.kind === 'refused') return item.answers.length ? 'refused' : 'right';
  return item.answers.includes(outcome.id) ? 'right' : 'wrong';
}

export interface Tally {
  n: number;
  right: number;
  wrong: number;
  refused: number;
  screened: number;
  /** Questions a lesson answers, and how many of them got it. */
  covered: number;
  coveredRight: number;
}

const emptyTally = (): Tally => ({ n: 0, right: 0, wrong: 0, refused: 0, screened: 0, covered: 0, coveredRight: 0 });

export interface LibraryResult {
  n: number;
  byAudience: Record<Audience, Tally>;
  byBand: Record<string, Tally>;
  results: { item: BankItem; outcome: Outcome; verdict: Verdict }[];
}

export function evaluateLibrary(items: readonly BankItem[], answer: (question: string) => Outcome): LibraryResult {
  const byAudience = { kids: emptyTally(), parent: emptyTally() };
  const byBand: Record<string, Tally> = {};
  const results = items.map((item) => {
    const outcome = answer(item.q);
    const verdict = verdictOf(item, outcome);
    for (const tally of [byAudience[item.audience], (byBand[`${item.audience} ${item.band}`] ??= emptyTally())]) {
      tally.n += 1;
      tally[verdict] += 1;
      if (item.answers.length) {
        tally.covered += 1;
        if (verdict === 'right') tally.coveredRight += 1;
      }
    }
    return { item, outcome, verdict };
  });
  return { n: items.length, byAudience, byBand, results };
}

/** Issue 20's floors on the test half: right answers per audience, and wrong lessons at most 2 %. */
export const LIBRARY_FLOORS = { kidsRight: 0.85, parentRight: 0.9, wrongAtMost: 0.02 } as const;

const STOP = new Set(('a an the and or but of to in on at for with from by is are was were be been am do does did done why how what whats '
  + 'when where which who whom can could would should will shall may might must i me my we our you your he him his she her they them '
  + 'their it its this that these those there here about as if so not no yes just really very too also than then into out up down '
  + 'get got make made have has had go goes going went come comes like some any all more most much many mum mom dad mummy mommy '
  + 'daddy son daughter kid kids child children boy girl year years old yo yr baby toddler little big tell know explain asked asks '
  + 'keeps keep always never every thing things stuff people someone one two three four five six seven eight nine ten im dont cant '
  + 'doesnt isnt wont whats hows thats theres he s she s it s please pls ok okay help want wants need needs say says said '
  + 'she\'s he\'s it\'s what\'s work works find grandson granddaughter grandkids nephew niece asking called class school day '
  + 'teacher lesson simple simply').split(' '));

/** The words the exploration-page questions ask most (the library's gaps), with an example of each. */
export function missingTopics(result: LibraryResult, limit = 25): { word: string; count: number; example: string }[] {
  const counts = new Map<string, { count: number; example: string }>();
  for (const { item, verdict, outcome } of result.results) {
    if (item.answers.length || outcome.kind !== 'refused' || verdict !== 'right') continue;
    const words = new Set(normalizeText(item.q).split(' ').filter((word) => word.length > 2 && !STOP.has(word) && !/^\d+(?:yo|yr|yrs|s|st|nd|rd|th)?$/.test(word)));
    for (const word of words) {
      const entry = counts.get(word) ?? { count: 0, example: item.q };
      entry.count += 1;
      counts.set(word, entry);
    }
  }
  return [...counts.entries()].map(([word, { count, example }]) => ({ word, count, example }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word)).slice(0, limit);
}
