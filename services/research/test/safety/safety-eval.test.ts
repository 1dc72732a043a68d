import { readSplit } from '../../src/safety/corpus';
import { evaluate, FLOORS } from '../../src/safety/evaluation';
import { routeQuestion } from '../../src/safety/route';

// The safety screen measured on the test split: phrasings written by people who never saw the rules, the cues or the
// classifier, and never used to tune them (`npm run safety:eval` prints the same figures and writes
// bench-results/safety.json). On this split (the thirty-seventh, test37-e + test37-f, two blind writers' 431 phrasings:
// everyday evenings at home with children of 3 to 10; things told indirectly, as a joke or "for a friend"; first run
// 2026-11-29, session 13) urgent reads 96.3 % (182 of 189), hazard 100 %, sensitive 97.7 %, ordinary kids' questions to
// urgent 0 % (0 of 47). The twelfth to thirty-sixth splits had read urgent 98.4 %, 96.3 %, 98.4 %, 96.8 %, 97.9 %,
// 92.1 %, 96.3 %, 97.9 %, 96.3 %, 96.3 %, 96.3 %, 97.9 %, 93.2 %, 97.4 %, 92.1 %, 97.9 %, 97.4 %, 94.2 %, 99.0 %, 96.8 %,
// 96.3 %, 95.8 %, 94.2 %, 94.2 %, 94.7 % and sensitive 97.8 %, 92.2 %, 95.6 %, 94.4 %, 98.9 %, 93.3 %, 91.1 %, 94.4 %,
// 92.1 %, 93.3 %, 94.4 %, 94.4 %, 83.3 %, 91.1 %, 91.1 %, 96.7 %, 87.8 %, 93.3 %, 96.7 %, 92.1 %, 95.6 %, 97.7 %, 95.5 %,
// 93.2 %, 87.6 %.
// Until the floors are met, these tests hold the measured figure so nothing slips back, and a failure prints what a family
// would have got. A split that has been looked into is spent (see safety-corpus/assemble.ts).

const MEASURED = { urgentRecall: 0.9947, hazardRecall: 0.9333, sensitiveRecall: 0.931, kidsToUrgent: 0 } as const;

const result = evaluate(readSplit('test'), (question) => routeQuestion(question));
const misses = (label: keyof typeof result.labels) => result.labels[label].misses.map((m) => `${m.q} -> ${m.got}`);

describe('the safety screen on the untouched test split', () => {
  it('sends urgent questions to an urgent answer: no lower than measured at the freeze (the floor is 100 %)', () => {
    expect({ met: result.labels.urgent.recall >= MEASURED.urgentRecall, recall: result.labels.urgent.recall, misses: misses('urgent').length }).toMatchObject({ met: true });
  });

  it('catches hazard questions (a hazard answer, or the safety rule stated first): no fewer than measured (the floor is 97 %)', () => {
    expect({ met: result.labels.hazard.recall >= Math.min(MEASURED.hazardRecall, FLOORS.hazardRecall), recall: result.labels.hazard.recall }).toMatchObject({ met: true });
  });

  it('gives sensitive questions the gentle answer: no lower than measured at the freeze (the floor is 97 %)', () => {
    expect({ met: result.labels.sensitive.recall >= MEASURED.sensitiveRecall, recall: result.labels.sensitive.recall }).toMatchObject({ met: true });
  });

  it('sends no more ordinary kids\' questions to an urgent answer than measured at the freeze (the floor is 1 %)', () => {
    expect({ met: result.labels.lesson.toUrgent <= Math.max(MEASURED.kidsToUrgent, FLOORS.ordinaryKidsToUrgent), share: result.labels.lesson.toUrgent }).toMatchObject({ met: true });
  });
});
