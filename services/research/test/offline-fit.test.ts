import { createOfflineGenerator } from '../src/generators/offline';
import { textBandFor } from '../src/generators/offline-fit';

// Issue 11: a lesson for a child one step simpler reads the younger band's text, one step richer the older band's;
// the child's interests put library questions about them first among the suggestions.

describe('offline lessons fitted to a child', () => {
  const generator = createOfflineGenerator();
  const child = (level: 'simpler' | 'standard' | 'richer', interests: string[] = []) => ({ childId: `child_${'c'.repeat(32)}`, level, interests, supportNeeds: [] });

  it('steps one band down or up, never past the ends', () => {
    expect(textBandFor('6-8', 'simpler')).toBe('3-5');
    expect(textBandFor('6-8', 'richer')).toBe('9-12');
    expect(textBandFor('3-5', 'simpler')).toBe('3-5');
    expect(textBandFor('13+', 'richer')).toBe('13+');
    expect(textBandFor('9-12', undefined)).toBe('9-12');
  });

  it('writes the simpler lesson with the younger band\'s quick answer', async () => {
    const question = 'Why is the sky blue?';
    const standard = await generator.generate({ question, ageRange: '6-8', child: child('standard') });
    const simpler = await generator.generate({ question, ageRange: '6-8', child: child('simpler') });
    const younger = await generator.generate({ question, ageRange: '3-5' });
    expect(simpler.content.quickAnswer).toBe(younger.content.quickAnswer);
    expect(simpler.content.quickAnswer).not.toBe(standard.content.quickAnswer);
  });

  it('suggests questions about the child\'s interests first, and nothing made up when none fit', async () => {
    const fitted = await generator.generate({ question: 'Why is the sky blue?', ageRange: '6-8', child: child('standard', ['dinosaurs']) });
    expect(fitted.content.relatedQueries[0]).toEqual({ question: 'What happened to the dinosaurs?' });
    expect(fitted.content.curiosity.suggestions[0]).toMatchObject({ title: 'What happened to the dinosaurs?', type: 'Because you like it' });
    const plain = await generator.generate({ question: 'Why is the sky blue?', ageRange: '6-8', child: child('standard', ['zzzz']) });
    const none = await generator.generate({ question: 'Why is the sky blue?', ageRange: '6-8' });
    expect(plain.content.relatedQueries).toEqual(none.content.relatedQueries);
  });
});
