import { ifScenario } from './ifScenario';

describe('ifScenario (troubleshooting lines, issue 19)', () => {
  it('reads a scenario written as a sentence mid-sentence after "If"', () => {
    expect(ifScenario('My child keeps coming out of the bedroom.')).toBe('If my child keeps coming out of the bedroom.');
    expect(ifScenario('The tantrum grows.')).toBe('If the tantrum grows.');
    expect(ifScenario('Drop-offs get harder.')).toBe('If drop-offs get harder.');
    expect(ifScenario('the tantrum grows')).toBe('If the tantrum grows');
  });

  it('never says "If if", and keeps I, acronyms and inner capitals', () => {
    expect(ifScenario('If my child hits')).toBe('If my child hits');
    expect(ifScenario('if My child hits')).toBe('If my child hits');
    expect(ifScenario("I lose my temper.")).toBe('If I lose my temper.');
    expect(ifScenario("I'm too tired to stay calm.")).toBe("If I'm too tired to stay calm.");
    expect(ifScenario('ADHD is suspected.')).toBe('If ADHD is suspected.');
    expect(ifScenario('YouTube is the only thing that works.')).toBe('If YouTube is the only thing that works.');
  });
});
