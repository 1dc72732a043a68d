import { fittedFor } from '../src/domain/fitted-for';
import { createOfflineGenerator } from '../src/generators/offline';

// Issue 19: "Made for Leo · examples about football, minecraft" showed on a volcano lesson with neither. The line now
// says only what is true of the lesson beside it: the level its text was written at, the interests its own text names,
// and apart from those the interests only its next-question suggestions are about.

describe('what a lesson really changed for a child', () => {
  const generator = createOfflineGenerator();
  const child = (level: 'simpler' | 'standard' | 'richer', interests: string[]) => ({ childId: `child_${'c'.repeat(32)}`, level, interests, supportNeeds: [] });

  it('names as examples only the interests the lesson text uses; a suggestion is called a next question', async () => {
    const leo = child('standard', ['football', 'minecraft', 'volcanoes', 'dinosaurs']);
    const lesson = await generator.generate({ question: 'Why do volcanoes explode?', ageRange: '6-8', child: leo });
    const fitted = fittedFor(lesson.content, leo, lesson.fittedLevel);
    expect(fitted.interests).toEqual(['volcanoes']);
    expect(fitted.interests).not.toContain('football');
    expect(fitted.interests).not.toContain('minecraft');
    // The library's question about dinosaurs was put first among the suggestions: a next question, not an example.
    expect(lesson.content.relatedQueries.slice(0, 2).map((query) => query.question)).toContain('What happened to the dinosaurs?');
    expect(fitted.nextQuestionsAbout).toEqual(['dinosaurs']);
    expect(lesson.content.quickAnswer).toMatch(/volcano/i);
  });

  it('says "a step simpler" only when a simpler text was given (at 3-5 there is no younger band)', async () => {
    const question = 'Why is the sky blue?';
    const atSix = await generator.generate({ question, ageRange: '6-8', child: child('simpler', []) });
    expect(fittedFor(atSix.content, child('simpler', []), atSix.fittedLevel).level).toBe('simpler');
    const atFour = await generator.generate({ question, ageRange: '3-5', child: child('simpler', []) });
    expect(fittedFor(atFour.content, child('simpler', []), atFour.fittedLevel).level).toBe('standard');
  });

  it('matches an interest as whole words, singular or plural, never inside another word', () => {
    const content = { quickAnswer: 'A dinosaur and a cart.' } as unknown as Parameters<typeof fittedFor>[0];
    const withCuriosity = { ...content, relatedQueries: [], curiosity: { introduction: '', suggestions: [] } };
    expect(fittedFor(withCuriosity, child('standard', ['dinosaurs', 'art', 'ice cream']), undefined).interests).toEqual(['dinosaurs']);
  });
});
