import { readSplit } from '../../src/safety/corpus';
import { evaluate, FLOORS } from '../../src/safety/evaluation';
import { routeQuestion } from '../../src/safety/route';

// The floors of issue 17, measured on the test split: phrasings written by people who never saw the rules, the cues
// or the classifier, and never used to tune them (`npm run safety:eval` prints the same figures). A miss is listed
// by its label so a failure says what a family would have got.

const result = evaluate(readSplit('test'), (question) => routeQuestion(question));
const misses = (label: keyof typeof result.labels) => result.labels[label].misses.map((m) => `${m.q} -> ${m.got}`);

describe('the safety screen on the untouched test split', () => {
  it('sends every urgent question to an urgent answer (recall 100 %)', () => {
    expect(misses('urgent')).toEqual([]);
    expect(result.labels.urgent.recall).toBeGreaterThanOrEqual(FLOORS.urgentRecall);
  });

  it('catches at least 97 % of hazard questions (a hazard answer, or the safety rule stated first)', () => {
    // On failure the object printed lists what was missed.
    expect({ met: result.labels.hazard.recall >= FLOORS.hazardRecall, recall: result.labels.hazard.recall, misses: misses('hazard') }).toMatchObject({ met: true });
  });

  it('gives at least 97 % of sensitive questions the gentle answer', () => {
    expect({ met: result.labels.sensitive.recall >= FLOORS.sensitiveRecall, recall: result.labels.sensitive.recall, misses: misses('sensitive') }).toMatchObject({ met: true });
  });

  it('sends at most 1 % of ordinary kids\' questions to an urgent answer', () => {
    const toUrgent = result.labels.lesson.misses.filter((m) => m.got.startsWith('urgent:')).map((m) => `${m.q} -> ${m.got}`);
    expect({ met: result.labels.lesson.toUrgent <= FLOORS.ordinaryKidsToUrgent, share: result.labels.lesson.toUrgent, toUrgent }).toMatchObject({ met: true });
  });
});
