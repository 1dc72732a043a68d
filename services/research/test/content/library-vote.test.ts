import { guideVote, lessonVote, trainVote, voteFeatures } from '../../src/content/library-vote';
import { oddsReader } from '../../src/content/naive-bayes-odds';
import fs from 'node:fs';
import path from 'node:path';
import { resolveQuestion } from '../../src/content/resolve';
import { normalizeText } from '../../src/content/normalize';
import { routeQuestion } from '../../src/safety/route';
import { BANK_DIR, readBank } from '../../src/content/library-eval';
import { LIBRARY_IDS } from '../../src/content/offline-outcome';

// The library's votes (issue 20 §2): a parent's story or a child's wrapped-up question the matcher's strict rule refused
// gets the lesson it is about, when the vote is clear and the lesson's own trigger is there; a child's question passed on
// by a parent never gets a guide. Phrasings here are ours, not the blind bank's.

const resolved = (question: string) => {
  const r = resolveQuestion(question);
  return r.kind === 'exploration' ? `exploration:${r.mode}` : r.entry.id;
};

describe('the library\'s votes', () => {
  it('learn from no question of the blind bank\'s test half, beyond the everyday ones the library held before the bank', () => {
    const before = new Set(fs.readFileSync(path.join(BANK_DIR, 'already-in-library.txt'), 'utf8').split('\n').filter(Boolean));
    const test = new Set(readBank(LIBRARY_IDS).filter((item) => item.half === 'test').map((item) => normalizeText(item.q)));
    for (const vote of [guideVote, lessonVote]) {
      const examples = vote.examples().map(([q]) => normalizeText(q));
      expect(examples.length).toBeGreaterThan(500);
      expect(examples.filter((q) => test.has(q) && !before.has(q))).toEqual([]);
    }
  });

  it('answers a parent\'s story the matcher alone refuses with the guide it is about', () => {
    for (const story of ['my 4yo screams every time we turn off the tablet and says screen time is not fair', 'she is 6 and howls when i switch off her ipad games']) {
      expect(resolveQuestion(story, { vote: false }).kind).toBe('exploration');
      expect(resolved(story)).toBe('parent-screen-time');
    }
  });

  it('leans to one guide and says by how much', () => {
    const vote = guideVote.vote('my 7 year old cries and begs me not to go every time i leave her at school');
    expect(vote?.id).toBe('parent-drop-offs');
    expect(vote!.lead).toBeGreaterThan(0);
  });

  it('answers a child\'s wrapped-up question the matcher alone refuses with the lesson it is about', () => {
    const question = 'is thunder just two clouds crashing together up there';
    expect(resolveQuestion(question, { vote: false }).kind).toBe('exploration');
    expect(resolved(question)).toBe('thunder-lightning');
  });

  it('leaves a child\'s question passed on by a parent to the kids\' library', () => {
    expect(resolved('my 6 year old asked me why the tv goes fuzzy when it rains')).not.toMatch(/^parent-/);
  });

  it('never replaces a doctor\'s answer: the safety screen\'s give-way asks without it', () => {
    expect(routeQuestion('my toddler has not pooed for five days and cries on the potty').category).toBe('medical');
  });

  it('read the same odds as the classifier library itself, to the last bit, only faster', () => {
    for (const vote of [guideVote, lessonVote]) {
      const examples = vote.examples();
      const model = trainVote(examples);
      const odds = oddsReader(model, voteFeatures);
      // Every 120th example (the lessons' own words and families' phrasings) and words no example has.
      const questions = [...examples.filter((_, i) => i % 120 === 0).map(([q]) => q), 'zzz qqq', ''];
      for (const question of questions) expect([question, odds(question)]).toEqual([question, model.computeOdds(question)]);
    }
  });
});
