import { createOfflineGenerator } from '../../src/generators/offline';
import { isMakeBelieve } from '../../src/content/make-believe';

// Issue 19 (newcomer review 4e): "Could a shark and a unicorn be friends if they met at the beach?" got research
// homework (ask a librarian, check two sources, a quiz on changing one variable). A make-believe question now gets an
// imagination page that states no facts; a question about whether something is real, or a frightened child, does not.

describe('a child\'s make-believe question', () => {
  const generator = createOfflineGenerator();

  it('gets an imagination page: its whole question as the title, drawing and telling, no research homework', async () => {
    const question = 'Could a shark and a unicorn be friends if they met at the beach?';
    const lesson = await generator.generate({ question, ageRange: '6-8' });
    expect(lesson.content.pageTitle).toBe('Let\'s Imagine Together: Could a shark and a unicorn be friends if they met at the beach');
    const text = JSON.stringify(lesson.content);
    expect(text).not.toMatch(/librarian|trusted source|one thing at a time|Library Detective/i);
    expect(lesson.content.tryIt.map((item) => item.title)).toEqual(['Draw the Moment', 'Tell It Together']);
    expect(lesson.content.externalLinks).toEqual([]);
    for (const item of lesson.content.quiz) expect(item.options.filter((option) => option.correct)).toHaveLength(1);
    // The grown-ups' note says what the page is, not that it "shows how to find out together" (outside re-test).
    expect(lesson.notice).toMatch(/imagining together/);
    expect(lesson.notice).not.toMatch(/find out/);
  });

  it.each([
    ['Are unicorns real?'], ['Is santa real?'], ['there is a dragon under my bed and im scared'], ['Why do sharks have so many teeth?'], ['How do magnets work?'],
  ])('"%s" is not treated as make-believe', (question) => {
    expect(isMakeBelieve(question)).toBe(false);
  });

  it.each([['What if dogs could talk?'], ['If I was a dragon what would I eat?'], ['can mermaids and fairies be best friends']])('"%s" is make-believe', (question) => {
    expect(isMakeBelieve(question)).toBe(true);
  });
});
