import { AGE_RANGES, DEFAULT_PRODUCT_NAME, LessonContentSchema, type LessonContent } from '@wonderkin/shared';
import { createOfflineGenerator } from '../../src/generators/offline';

// The offline generator end to end: pack lessons, parent guides, and honest exploration lessons.

const generator = createOfflineGenerator();

function allText(lesson: LessonContent, skip: string[] = []): string {
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (skip.includes(key)) return;
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
  };
  walk(lesson, '');
  return out.join(' \n ');
}

describe('createOfflineGenerator', () => {
  it('is the offline source', () => {
    expect(generator.source).toBe('offline');
  });

  it('answers a covered kid question from the pack with the offline notice', async () => {
    const result = await generator.generate({ question: 'why is the sky blue', ageRange: '6-8' });
    expect(LessonContentSchema.parse(result.content)).toBeTruthy();
    expect(result.exploration).toBe(false);
    expect(result.notice).toBe(`Made offline from ${DEFAULT_PRODUCT_NAME}'s built-in library.`);
    expect(result.content.mode).toBe('kids');
    expect(result.content.pageTitle).toBe('Why Is the Sky Blue?');
    expect(result.content.originalQuestion).toBe('why is the sky blue');
    expect(result.content.quickAnswer).toMatch(/blue/i);
  });

  it('uses the configured product name in the notice', async () => {
    const named = createOfflineGenerator({ productName: 'Curio' });
    const result = await named.generate({ question: 'Why do cats purr?', ageRange: '9-12' });
    expect(result.notice).toBe("Made offline from Curio's built-in library.");
  });

  it('answers a parent question with a parent guide', async () => {
    const result = await generator.generate({ question: 'How can I make bedtime easier?', ageRange: '3-5' });
    expect(LessonContentSchema.parse(result.content).mode).toBe('parent');
    expect(result.exploration).toBe(false);
    expect(result.content.actionPlan?.dailyMicroTasks).toHaveLength(7);
  });

  describe.each(AGE_RANGES.map((a) => [a]))('an uncovered question (%s)', (ageRange) => {
    const question = 'Why do cows have spots?';
    let result: Awaited<ReturnType<typeof generator.generate>>;
    beforeAll(async () => { result = await generator.generate({ question, ageRange }); });

    it('gives an honest exploration lesson that says it was made offline', () => {
      expect(LessonContentSchema.parse(result.content)).toBeTruthy();
      expect(result.exploration).toBe(true);
      expect(result.notice).toMatch(/offline/i);
      expect(result.notice).toMatch(/doesn't have this topic yet/);
      expect(result.content.originalQuestion).toBe(question);
      expect(result.content.quickAnswer).toMatch(/(doesn't|does not) (have|cover|include)/);
    });

    it('teaches how to find out and claims no facts about the topic', () => {
      // Outside the places that repeat the question, nothing talks about cows or spots.
      const text = allText(result.content, ['originalQuestion', 'questionRecap', 'pageTitle', 'externalLinks']);
      expect(text).not.toMatch(/\bcows?\b|\bspots?\b/i);
      expect(text).toMatch(/librar/i);
      expect(result.content.quiz.length).toBeGreaterThanOrEqual(2);
      for (const q of result.content.quiz) expect(q.options.filter((o) => o.correct)).toHaveLength(1);
      expect(result.content.tryIt.length).toBeGreaterThanOrEqual(1);
    });
  });

  it('gives an uncovered parent question an exploration lesson in parent mode', async () => {
    const result = await generator.generate({ question: 'How do I choose a good pediatric dentist for my toddler?', ageRange: '3-5' });
    expect(result.exploration).toBe(true);
    expect(result.content.mode).toBe('parent');
    expect(result.content.quickAnswer).toMatch(/pediatrician/);
  });

  it('turns an image-only ask into a look-closely lesson, whatever the file is called', async () => {
    const result = await generator.generate({
      question: 'Analyzing image: volcano.jpg',
      ageRange: '6-8',
      image: { path: '/tmp/x.jpg', mimeType: 'image/jpeg', originalName: 'volcano.jpg' },
    });
    expect(LessonContentSchema.parse(result.content)).toBeTruthy();
    expect(result.exploration).toBe(true);
    expect(result.content.pageTitle).toMatch(/picture/i);
    expect(allText(result.content, ['originalQuestion'])).not.toMatch(/magma|lava/i);
  });

  it('answers a covered question that comes with an image from the pack', async () => {
    const result = await generator.generate({
      question: 'How do bees make honey?',
      ageRange: '9-12',
      image: { path: '/tmp/x.jpg', mimeType: 'image/jpeg', originalName: 'bee.jpg' },
    });
    expect(result.exploration).toBe(false);
    expect(result.content.pageTitle).toMatch(/honey/i);
  });

  it('gives an uncovered question with an image the look-closely lesson', async () => {
    const result = await generator.generate({
      question: 'What kind of bird is this?',
      ageRange: '9-12',
      image: { path: '/tmp/x.jpg', mimeType: 'image/jpeg', originalName: 'bird.jpg' },
    });
    expect(result.exploration).toBe(true);
    expect(result.content.pageTitle).toMatch(/picture/i);
    expect(result.content.quickOverview.questionRecap).toContain('What kind of bird is this?');
  });
});
