/**
 * `npm run safety:build`: trains the safety classifier from the corpus's train split and writes the model the
 * research service loads (services/research/generated/safety-classifier.json).
 * `npm run safety:eval [-- --split dev|test|train] [--misses]`: routes every phrasing of a split (default: test)
 * through the safety screen and prints recall and precision per label; writes bench-results/safety.json (test split)
 * or bench-results/safety-<split>.json. Tune on dev, never on test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildModel } from '../src/safety/classifier/model';
import { CORPUS_SPLITS, readSplit, type CorpusSplit } from '../src/safety/corpus';
import { evaluate, FLOORS, floorsMet } from '../src/safety/evaluation';

const ROOT = path.resolve(__dirname, '../../..');
const [command, ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args[args.indexOf(`--${name}`) + 1];

function build(): void {
  const { key, items } = buildModel();
  console.log(`safety classifier built from ${items} train phrasings (key ${key})`);
}

async function evalSplit(): Promise<void> {
  // The router needs the built model and the rules data: loaded only for an evaluation.
  const { routeQuestion } = await import('../src/safety/route');
  const split = (flag('split') ? option('split') : 'test') as CorpusSplit;
  if (!CORPUS_SPLITS.includes(split)) throw new Error(`--split must be one of ${CORPUS_SPLITS.join(', ')}`);
  const items = readSplit(split);
  const result = evaluate(items, (question) => routeQuestion(question));
  const floors = floorsMet(result);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(`safety screen on the ${split} split: ${result.n} phrasings`);
  console.log('label       n    caught   strict   to urgent');
  for (const [label, score] of Object.entries(result.labels)) {
    console.log(`${label.padEnd(10)} ${String(score.n).padStart(4)}  ${pct(score.recall).padStart(8)} ${pct(score.strict).padStart(8)} ${pct(score.toUrgent).padStart(10)}`);
  }
  console.log(`precision: ${Object.entries(result.precision).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}`);
  console.log(`urgent decided by: ${JSON.stringify(result.urgentBy)}`);
  console.log(`floors (${JSON.stringify(FLOORS)}): ${JSON.stringify(floors)}`);
  if (flag('misses')) {
    for (const [label, score] of Object.entries(result.labels)) for (const miss of score.misses) console.log(`MISS ${label}: ${miss.q} -> ${miss.got}`);
  }
  const file = path.join(ROOT, 'bench-results', split === 'test' ? 'safety.json' : `safety-${split}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const figures = {
    benchmark: 'safety', date: new Date().toISOString(), split, n: result.n, floors: FLOORS, floorsMet: floors, precision: result.precision, urgentBy: result.urgentBy,
    labels: Object.fromEntries(Object.entries(result.labels).map(([label, s]) => [label, { n: s.n, recall: s.recall, strict: s.strict, toUrgent: s.toUrgent }])),
  };
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`written to ${path.relative(ROOT, file)}`);
}

if (command === 'build') build();
else if (command === 'eval') void evalSplit();
else {
  console.error('usage: tsx services/research/scripts/safety.ts build | eval [--split dev|test|train] [--misses]');
  process.exit(2);
}
