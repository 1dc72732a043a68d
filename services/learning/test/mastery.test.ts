import { LEVEL_LABELS, type QuizSkill } from '@wonderkin/shared';
import { moduleLevel } from '../src/domain/mastery';
import type { AnswerRecord } from '../src/domain/types';

let clock = Date.parse('2026-11-20T15:00:00Z');
/** One lesson's answers: `pattern` is "RWR…" (right/wrong), in order. */
function lesson(hashId: string, pattern: string, module = 'Science Explorers', skill: QuizSkill = 'recall'): AnswerRecord[] {
  return [...pattern].map((mark, questionIndex) => ({ childId: 'c1', hashId, questionIndex, module, skill, correct: mark === 'R', at: new Date((clock += 60_000)) }));
}

describe('difficulty per module, from the answers', () => {
  it('starts at the age band with no answers', () => {
    expect(moduleLevel('Science Explorers', [])).toMatchObject({ level: 'standard', answered: 0, overridden: false, mastery: 0.5 });
  });

  it('goes one step simpler after a lesson where most questions were missed, and says why', () => {
    const answers = [...lesson('a', 'RR'), ...lesson('b', 'WWR')];
    const result = moduleLevel('Science Explorers', answers);
    expect(result.level).toBe('simpler');
    expect(result.reason).toBe('2 of 3 questions were missed in the last lesson.');
  });

  it('never repeats the level or the module in its reason (they are printed beside it)', () => {
    const cases = [
      moduleLevel('Science Explorers', []),
      moduleLevel('Science Explorers', lesson('a', 'RW')),
      moduleLevel('Science Explorers', [...lesson('a', 'RR'), ...lesson('b', 'WWR')]),
      moduleLevel('Science Explorers', [...lesson('a', 'RRRRR'), ...lesson('b', 'RRRRW')]),
      moduleLevel('Science Explorers', lesson('a', 'WWW'), 'richer'),
    ];
    for (const result of cases) {
      expect(result.reason.toLowerCase()).not.toContain(LEVEL_LABELS[result.level].toLowerCase());
      expect(result.reason).not.toContain('Science Explorers');
    }
  });

  it('a level set by an earlier lesson says so, and what moves it', () => {
    const answers = [...lesson('a', 'WWW'), ...lesson('b', 'RRW')];
    const result = moduleLevel('Science Explorers', answers);
    expect(result.level).toBe('simpler');
    expect(result.reason).toBe('3 of 3 questions were missed in an earlier lesson. It stays until two lessons in a row go well.');
  });

  it('never goes below one step simpler, and only the module answered counts', () => {
    const answers = [...lesson('a', 'WWW'), ...lesson('b', 'WW'), ...lesson('m', 'RRR', 'Math Adventures')];
    expect(moduleLevel('Science Explorers', answers).level).toBe('simpler');
    expect(moduleLevel('Math Adventures', answers).level).toBe('standard');
  });

  it('goes one step richer after two lessons in a row answered (nearly) all right', () => {
    expect(moduleLevel('Science Explorers', lesson('a', 'RRRRR')).level).toBe('standard');
    const answers = [...lesson('a', 'RRRRR'), ...lesson('b', 'RRRRW')];
    const result = moduleLevel('Science Explorers', answers);
    expect(result.level).toBe('richer');
    expect(result.reason).toBe('9 of 10 questions were right in the last two lessons.');
  });

  it('climbs back from simpler one step at a time', () => {
    const answers = [...lesson('a', 'WWW'), ...lesson('b', 'RRR'), ...lesson('c', 'RRR')];
    expect(moduleLevel('Science Explorers', answers).level).toBe('standard');
    expect(moduleLevel('Science Explorers', [...answers, ...lesson('d', 'RRR')]).level).toBe('richer');
  });

  it('mastery is the smoothed share right of the last ten answers', () => {
    const answers = [...lesson('a', 'WWWWW'), ...lesson('b', 'RRRRRRRRRR')];
    expect(moduleLevel('Science Explorers', answers).mastery).toBeCloseTo(11 / 12);
  });

  it("a parent's choice overrides, and the reason still says what the answers suggest", () => {
    const result = moduleLevel('Science Explorers', lesson('a', 'WWW'), 'richer');
    expect(result).toMatchObject({ level: 'richer', overridden: true });
    expect(result.reason).toBe('The quiz answers alone suggest: one step simpler.');
    expect(moduleLevel('Science Explorers', lesson('a', 'WWW'), 'simpler').reason).toBe('The quiz answers suggest the same.');
  });
});
