/**
 * `npm run content:eval [-- --half tune|test] [--folds K] [--misses]`: answers every labelled question of the library's blind bank
 * (services/research/library-eval/) the way the product does offline, prints right / wrong / refused / screened per
 * audience and band and the words the unanswered questions ask most, and writes bench-results/library.json (test half)
 * or bench-results/library-tune.json. Tune on the tuning half, never on the test half.
 */
import fs from 'node:fs';
import path from 'node:path';
import { guideVote, lessonVote } from '../src/content/library-vote';
import { BANK_HALVES, evaluateLibrary, LIBRARY_FLOORS, missingTopics, readBank, type BankHalf, type Outcome, type Tally } from '../src/content/library-eval';
import { LIBRARY_IDS, offlineOutcome } from '../src/content/offline-outcome';

const ROOT = path.resolve(__dirname, '../../..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args[args.indexOf(`--${name}`) + 1];

const half = (flag('half') ? option('half') : 'test') as BankHalf;
if (!BANK_HALVES.includes(half)) throw new Error(`--half must be one of ${BANK_HALVES.join(', ')}`);
const items = readBank(LIBRARY_IDS).filter((item) => item.half === half);
// --folds K (tuning half only): each question answered by votes that never saw it (K-fold cross-validation),
// so the tuning half's figure says what an unseen question gets rather than what the vote memorised.
const folds = flag('folds') ? Number(option('folds')) : 0;
if (folds && half !== 'tune') throw new Error('--folds measures the tuning half only');
const outcomes = new Map<string, Outcome>();
for (let fold = 0; fold < Math.max(folds, 1); fold += 1) {
  const held = folds ? items.filter((_, index) => index % folds === fold) : items;
  if (folds) for (const vote of [guideVote, lessonVote]) vote.retrainWithout(new Set(held.map((item) => item.q)));
  for (const item of held) outcomes.set(item.q, offlineOutcome(item.q));
}
const result = evaluateLibrary(items, (question) => outcomes.get(question) ?? offlineOutcome(question));
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '-');
const row = (name: string, t: Tally) =>
  `${name.padEnd(14)} ${String(t.n).padStart(4)}  ${pct(t.right, t.n).padStart(8)} ${pct(t.wrong, t.n).padStart(8)} ${pct(t.refused, t.n).padStart(8)} ${pct(t.screened, t.n).padStart(8)}   ${String(t.covered).padStart(4)} ${pct(t.coveredRight, t.covered).padStart(8)}`;
console.log(`the library on the ${half} half of the blind bank: ${result.n} questions`);
console.log('               n     right    wrong  refused screened   has a lesson: n, right');
for (const [audience, tally] of Object.entries(result.byAudience)) console.log(row(audience, tally));
for (const [band, tally] of Object.entries(result.byBand).sort()) console.log(row(`  ${band}`, tally));
const gaps = missingTopics(result);
console.log(`\nwhat the questions no lesson answers ask most: ${gaps.map((gap) => `${gap.word} ${gap.count}`).join(', ')}`);
if (flag('misses')) {
  for (const { item, outcome, verdict } of result.results) {
    if (verdict === 'right') continue;
    const got = outcome.kind === 'lesson' ? outcome.id : outcome.kind === 'screened' ? `screened ${outcome.category}` : 'refused';
    console.log(`${verdict.toUpperCase()} ${item.audience} ${item.band}: ${item.q} -> ${got} (label ${item.answers.join(' | ') || 'none'})`);
  }
}
const share = (t: Tally) => ({ n: t.n, right: t.right / t.n, wrong: t.wrong / t.n, refused: t.refused / t.n, screened: t.screened / t.n, covered: t.covered, coveredRight: t.covered ? t.coveredRight / t.covered : null });
const figures = {
  benchmark: 'library', date: new Date().toISOString(), half, n: result.n, floors: LIBRARY_FLOORS,
  floorsMet: {
    kidsRight: result.byAudience.kids.right / result.byAudience.kids.n >= LIBRARY_FLOORS.kidsRight,
    parentRight: result.byAudience.parent.right / result.byAudience.parent.n >= LIBRARY_FLOORS.parentRight,
    wrongAtMost: (result.byAudience.kids.wrong + result.byAudience.parent.wrong) / result.n <= LIBRARY_FLOORS.wrongAtMost,
  },
  byAudience: Object.fromEntries(Object.entries(result.byAudience).map(([k, t]) => [k, share(t)])),
  byBand: Object.fromEntries(Object.entries(result.byBand).sort().map(([k, t]) => [k, share(t)])),
  missingTopics: gaps,
};
const file = path.join(ROOT, 'bench-results', half === 'test' ? 'library.json' : 'library-tune.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`written to ${path.relative(ROOT, file)}`);
