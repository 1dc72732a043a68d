import { AGE_RANGES } from '../src/constants';
import {
  FLESCH_KINCAID_FLOOR, measureReadability, READING_FORMULA, READING_GRADE_LIMITS, READING_TARGETS, readingLevelProblem, readingStats,
} from '../src/content/readability';
import { ReadabilitySchema } from '../src/schemas/research';

// Figures worked out by hand with FK grade = 0.39 × words/sentences + 11.8 × syllables/words − 15.59.

describe('reading statistics (Flesch-Kincaid grade from the flesch-kincaid package)', () => {
  it('scores a one-syllable sentence as the hand-computed figure', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45.
    expect(readingStats('The cat sat on the mat.')).toMatchObject({ words: 6, sentences: 1, syllables: 6, grade: -1.4 });
  });

  it('scores longer words and sentences higher, to the hand-computed figure', () => {
    // "Photosynthesis turns sunlight into energy. Plants use carbon dioxide and water."
    // words 11, sentences 2; syllables 5+1+2+2+3 + 1+1+2+3+1+2 = 23 → 0.39 × 5.5 + 11.8 × 23/11 − 15.59 = 11.207…
    const stats = readingStats('Photosynthesis turns sunlight into energy. Plants use carbon dioxide and water.');
    expect(stats).toMatchObject({ words: 11, sentences: 2, syllables: 23, grade: 11.2 });
  });

  it('reads a number aloud and counts several texts as one', () => {
    // "1,500" is two words of digits (one, five hundred): 7 words, and more syllables than the 6 short words alone.
    expect(readingStats(['It is 1,500 steps.', 'We walk.'])).toMatchObject({ words: 7, sentences: 2, syllables: 9 });
  });
});

describe('reading targets per reader', () => {
  it('keeps the CONTENT.md limits as the top of each band and a minimum below it', () => {
    expect(READING_GRADE_LIMITS).toEqual({ '3-5': 3, '6-8': 5, '9-12': 8, '13+': 12 });
    for (const band of AGE_RANGES) {
      expect(READING_TARGETS[band].max).toBe(READING_GRADE_LIMITS[band]);
      expect(READING_TARGETS[band].min).toBeLessThan(READING_TARGETS[band].max);
    }
    // Preschool text cannot be too simple; older readers' minimums grow with age.
    expect(READING_TARGETS['3-5'].min).toBe(FLESCH_KINCAID_FLOOR);
    const minimums = AGE_RANGES.map((band) => READING_TARGETS[band].min);
    expect([...minimums].sort((a, b) => a - b)).toEqual(minimums);
    expect(READING_TARGETS.parent).toEqual({ min: FLESCH_KINCAID_FLOOR, max: 12 });
  });
});

describe('measureReadability', () => {
  const simple = 'The sun is a star. It is hot. It gives us light.';
  const firstGrade = 'Plants need sunlight, water and air to grow. Their leaves catch the light and turn it into food.';
  const hard = 'Photosynthesis converts electromagnetic radiation into chemical energy stored in carbohydrate molecules.';

  it('gives the formula, the grade, the band target and a fit a schema accepts', () => {
    const measured = measureReadability(firstGrade, '6-8');
    expect(ReadabilitySchema.parse(measured)).toEqual({ formula: READING_FORMULA, grade: 1.7, target: { min: 0, max: 5 }, fits: true });
    expect(measured!.formula).toBe('Flesch-Kincaid grade');
  });

  it('does not fit when the text is above the band (too hard for a preschooler)', () => {
    const measured = measureReadability(hard, '3-5')!;
    expect(measured.grade).toBeGreaterThan(3);
    expect(measured).toMatchObject({ target: { min: FLESCH_KINCAID_FLOOR, max: 3 }, fits: false });
  });

  it('does not fit when the text is far below the band (babyish for a teen)', () => {
    const measured = measureReadability(simple, '13+')!;
    expect(measured.grade).toBeLessThan(4);
    expect(measured).toMatchObject({ target: { min: 4, max: 12 }, fits: false });
    // The same simple text is fine for a preschooler, and too simple for 6-8 (below grade 0).
    expect(measureReadability(simple, '3-5')!.fits).toBe(true);
    expect(measureReadability(simple, '6-8')).toMatchObject({ grade: -2.2, fits: false });
  });

  it('measures a parent guide against the adult target: plain language fits, a textbook does not', () => {
    const plain = 'Keep bedtime at the same time each night, even on weekends. A short routine of bath, book and bed helps your child settle.';
    expect(measureReadability(plain, 'parent')).toMatchObject({ grade: 3.3, target: { min: FLESCH_KINCAID_FLOOR, max: 12 }, fits: true });
    const textbook = 'Consistent circadian entrainment through predictable presleep behavioural sequences substantially ameliorates pediatric insomnia symptomatology.';
    expect(measureReadability(textbook, 'parent')).toMatchObject({ fits: false });
  });

  it('has nothing to measure in a text without words', () => {
    expect(measureReadability(['', '  ', '—'], '6-8')).toBeUndefined();
  });

  it('agrees with readingLevelProblem on the maximum', () => {
    expect(readingLevelProblem(hard, '9-12')).not.toBeNull();
    expect(measureReadability(hard, '9-12')!.fits).toBe(false);
    expect(readingLevelProblem(simple, '9-12')).toBeNull();
  });
});
