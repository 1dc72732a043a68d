import { KID_ENTRIES, PARENT_ENTRIES } from '../../src/content';
import { resolveQuestion } from '../../src/content/resolve';
import { DEV_SET } from './dev-set';

// The matcher against its development set (issue 10 §1): no phrasing may get a wrong lesson (a "none" phrasing
// matched to an entry, or an entry's phrasing matched to another entry), and at least 90 % of the entry phrasings
// find their entry. The found rate and every wrong match are printed, so a change to the matcher or the pack shows
// what it did.

const ids = new Set([...KID_ENTRIES, ...PARENT_ENTRIES].map((e) => e.id));
const cases = Object.entries(DEV_SET).flatMap(([expected, questions]) => questions.map((question) => ({ question, expected })));
const got = (question: string) => {
  const r = resolveQuestion(question);
  return r.kind === 'exploration' ? 'none' : r.entry.id;
};
const results = cases.map((c) => ({ ...c, got: got(c.question) }));

describe('the development set', () => {
  it('has at least 500 phrasings, 150 of them "none", and at least 5 for every entry of the pack', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(DEV_SET.none.length).toBeGreaterThanOrEqual(150);
    const thin = [...ids].filter((id) => (DEV_SET[id]?.length ?? 0) < 5);
    expect(thin).toEqual([]);
  });

  it('labels only entries that exist, and lists each phrasing once', () => {
    expect(Object.keys(DEV_SET).filter((id) => id !== 'none' && !ids.has(id))).toEqual([]);
    const seen = new Set<string>();
    const twice = cases.map((c) => c.question.toLowerCase()).filter((q) => (seen.has(q) ? true : (seen.add(q), false)));
    expect(twice).toEqual([]);
  });
});

describe('the matcher on the development set', () => {
  const wrong = results.filter((r) => r.got !== 'none' && r.got !== r.expected);
  const entryCases = results.filter((r) => r.expected !== 'none');
  const found = entryCases.filter((r) => r.got === r.expected);
  const rate = found.length / entryCases.length;

  afterAll(() => {
    const missed = entryCases.filter((r) => r.got === 'none').map((r) => `  ${r.question}  (${r.expected})`);
    console.log([
      `dev set: ${cases.length} phrasings; found ${found.length}/${entryCases.length} (${(rate * 100).toFixed(1)} %); wrong ${wrong.length}`,
      ...(wrong.length ? ['wrong:', ...wrong.map((r) => `  ${r.question}  → ${r.got} (expected ${r.expected})`)] : []),
      `missed (exploration lesson instead, ${missed.length}):`, ...missed,
    ].join('\n'));
  });

  it('never gives a wrong lesson', () => {
    expect(wrong.map((r) => `${r.question} → ${r.got} (expected ${r.expected})`)).toEqual([]);
  });

  it('finds at least 90 % of the entry phrasings', () => {
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('finds at least half of the phrasings of every entry', () => {
    const weak = [...ids].filter((id) => {
      const mine = entryCases.filter((r) => r.expected === id);
      return mine.filter((r) => r.got === id).length * 2 < mine.length;
    });
    expect(weak).toEqual([]);
  });
});
