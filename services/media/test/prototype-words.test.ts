import { PROTOTYPE_WORDS } from '../../../tests/fuzz/cases';
import { CreationContentSchema } from '../src/content';
import { composeOfflineContent } from '../src/content/offline';
import { restates } from '../src/content/sentences';
import { PALETTES, paletteFor } from '../src/illustrations/art';
import { resolveScene } from '../src/illustrations/scenes';

// Issue 18, F6 in the media service: a family's topic and child's name, and the scene or palette a generator derives
// from them, are looked up in word tables; Object.prototype's names must be unknown words there, not its members.

describe.each(PROTOTYPE_WORDS)('"%s" as a topic, a child name, a scene and a palette', (word) => {
  it('gives a valid offline book, the generic scene and the default palette', () => {
    const content = composeOfflineContent({ topic: word, title: `${word} for ${word}`, mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Facts' }, childName: word });
    expect(CreationContentSchema.safeParse(content).success).toBe(true);
    expect(resolveScene(word)).toMatchObject({ key: 'generic', variant: '' });
    expect(resolveScene(`${word}:night`).key).toBe('generic');
    expect(paletteFor(word)).toBe(PALETTES.meadow);
    expect(restates(`A ${word} lost its hat.`, `The ${word} lost the hat.`, word)).toBe(true);
  });
});
