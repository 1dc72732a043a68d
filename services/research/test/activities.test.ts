import { LessonContentSchema } from '@wonderkin/shared';
import { addActivities, saneQuiz } from '../src/domain/activities';
import { filterKidFriendly, isSafeLink, keepSafeLinks, truncateText } from '../src/domain/kid-filter';
import { kidsLesson } from './support/lesson-fixture';

const option = (text: string, correct = false) => ({ text, correct });

describe('quiz sanity (stage 80)', () => {
  it('keeps only questions with exactly one correct option', () => {
    const quiz = saneQuiz([
      { question: 'One right', options: [option('A', true), option('B')] },
      { question: 'Two right', options: [option('A', true), option('B', true)] },
      { question: 'None right', options: [option('A'), option('B')] },
      { question: '   ', options: [option('A', true), option('B')] },
      { question: 'Duplicate options', options: [option('Blue', true), option('blue'), option(' ')] },
    ]);
    expect(quiz).toEqual([{ question: 'One right', options: [option('A', true), option('B')] }]);
  });

  it('adds a try-it and engaging questions when a children\'s lesson has none, and leaves parent lessons alone', () => {
    const bare = { ...kidsLesson(), tryIt: [], engagingQuestions: [] };
    const done = addActivities(bare);
    expect(done.tryIt.length).toBeGreaterThan(0);
    expect(done.engagingQuestions.length).toBeGreaterThan(0);
    expect(LessonContentSchema.safeParse(done).success).toBe(true);
    const parent = addActivities({ ...bare, mode: 'parent' });
    expect(parent.tryIt).toEqual([]);
  });
});

describe('kid-friendly filtering (stage 40)', () => {
  it('cuts video descriptions to 120 characters', () => {
    const long = 'x'.repeat(300);
    const lesson = keepSafeLinks({ ...kidsLesson(), videos: [{ title: 'v', link: 'https://video.example/v', thumbnailUrl: '', channelTitle: 'c', description: long, duration: '3:00' }] });
    expect(Array.from(lesson.videos[0].description)).toHaveLength(120);
    expect(truncateText('short', 120)).toBe('short');
    // Cut by grapheme: emoji (surrogate pairs, joined families, flags) are never split, so the text stays encodable.
    const emoji = truncateText('🦖👨‍👩‍👧🇫🇷'.repeat(50), 31);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
    expect(emoji.endsWith('…')).toBe(true);
  });

  it('drops links a child should not be sent to', () => {
    expect(isSafeLink('https://example.org/a')).toBe(true);
    expect(isSafeLink('/ask')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    const lesson = keepSafeLinks({
      ...kidsLesson(),
      externalLinks: [
        { title: 'good', link: 'https://example.org', snippet: '' },
        { title: 'bad', link: 'javascript:alert(1)', snippet: '' },
      ],
    });
    expect(lesson.externalLinks.map((link) => link.title)).toEqual(['good']);
  });

  it('sizes lessons for younger children', () => {
    const many = { ...kidsLesson(), exploreSections: Array.from({ length: 8 }, (_, i) => ({ ...kidsLesson().exploreSections[0], title: `s${i}` })) };
    expect(filterKidFriendly(many, '3-5').exploreSections).toHaveLength(3);
    expect(filterKidFriendly(many, '13+').exploreSections).toHaveLength(8);
    expect(filterKidFriendly({ ...many, mode: 'parent' }, '3-5').exploreSections).toHaveLength(8);
  });
});
