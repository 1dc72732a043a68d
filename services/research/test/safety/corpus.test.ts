import fs from 'node:fs';
import path from 'node:path';
import { normalizeText } from '../../src/content/normalize';
import { CORPUS_LABELS, readSplit } from '../../src/safety/corpus';

// The corpus is split once and the test split is never tuned to: no test phrasing may appear in train or dev, nor in
// the safety code's rules, word lists or comments (where a tuner would have pasted it), nor in the red-team set.

const train = readSplit('train');
const dev = readSplit('dev');
const test = readSplit('test');
const key = (q: string) => normalizeText(q);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the safety corpus', () => {
  it('holds at least 1,500 labelled phrasings, every label in train and dev, every measured label in test', () => {
    expect(train.length + dev.length + test.length).toBeGreaterThanOrEqual(1500);
    for (const split of [train, dev]) expect(new Set(split.map((item) => item.label))).toEqual(new Set(CORPUS_LABELS));
    // The test split needs every label a floor or a rule answer is measured on; harm requests (refused, no floor) may
    // be absent from a given blind split (the sixth has none).
    const measured = CORPUS_LABELS.filter((label) => label !== 'harm');
    expect([...new Set(test.map((item) => item.label))].sort()).toEqual(expect.arrayContaining(measured));
  });

  it('keeps the outside review\'s phrasings (train), with "mummy wont wake up" among them', () => {
    const review = train.filter((item) => item.from === 'review').map((item) => item.q);
    expect(review).toEqual(expect.arrayContaining(['mummy wont wake up', 'my teen took a bunch of tylenol', 'my brother put a bean in his nose']));
  });

  it('has a test split written blind and kept apart: none of its phrasings is in train or dev', () => {
    expect(test.every((item) => item.from?.startsWith('blind-test-'))).toBe(true);
    const tuned = new Set([...train, ...dev].map((item) => key(item.q)));
    expect(test.filter((item) => tuned.has(key(item.q))).map((item) => item.q)).toEqual([]);
  });

  it('has no test phrasing in the safety code, its data or the red-team set', () => {
    const files = [...filesUnder(path.resolve(__dirname, '../../src/safety')), path.resolve(__dirname, 'red-team.cases.ts')];
    const text = files.map((file) => normalizeText(fs.readFileSync(file, 'utf8'))).join('\n');
    // Short phrasings ("my baby is choking") could sit in code by chance; five words and more would have been pasted.
    const pasted = test.filter((item) => key(item.q).split(' ').length >= 5 && text.includes(key(item.q)));
    expect(pasted.map((item) => item.q)).toEqual([]);
  });
});
