import { segmentStarts, spokenText, textPieces, wordAt, wordWeights } from './wordTiming';

describe('which word is being read (estimated from the clip length)', () => {
  const text = 'The sky is blue. Sunlight bounces off the air.';
  const weights = wordWeights(text);

  it('moves through every word in order, from the first at the start to the last at the end', () => {
    const seen = Array.from({ length: 101 }, (_, step) => wordAt((step / 100) * 4, 4, weights));
    expect(seen[0]).toBe(0);
    expect(seen[100]).toBe(weights.length - 1);
    expect(seen.every((word, index) => index === 0 || word >= seen[index - 1])).toBe(true);
    expect(new Set(seen).size).toBe(weights.length);
  });

  it('gives long words and sentence ends more time than short words', () => {
    const [the, sky, is, blue] = weights;
    expect(sky).toBeLessThan(wordWeights('Sunlight')[0]);
    expect(is).toBeLessThan(the);
    expect(blue).toBeGreaterThan(wordWeights('blue')[0]);
  });

  it('lights nothing while the length of the clip is unknown', () => {
    expect(wordAt(1, Number.NaN, weights)).toBe(-1);
    expect(wordAt(1, 0, weights)).toBe(-1);
  });

  it('reads several pieces as sentences and knows where each starts', () => {
    const segments = ['Quiz time', 'What fills the sky?', 'Air'];
    expect(spokenText(segments)).toBe('Quiz time. What fills the sky? Air.');
    expect(segmentStarts(segments)).toEqual([0, 2, 6]);
    expect(textPieces('What  fills', 2)).toEqual([{ text: 'What', word: 2 }, { text: '  ', word: null }, { text: 'fills', word: 3 }]);
  });
});
