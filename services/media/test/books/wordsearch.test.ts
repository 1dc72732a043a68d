import { generateWordSearch, normaliseWords, readPlacement } from '../../src/pdf/wordsearch';

const lists = [
  ['LAVA', 'MAGMA', 'ASH', 'CRATER', 'ROCK', 'ERUPT', 'ISLAND', 'HOT'],
  ['PALEONTOLOGY', 'FOSSIL', 'SAUROPOD', 'EXTINCT', 'HERBIVORE', 'CARNIVORE', 'ASTEROID', 'FEATHERS', 'CRETACEOUS', 'PREDATOR'],
  ['Hot spot', 'mise en place', "a'a", 'T. rex', 'x'],
];

describe('word search generator', () => {
  it.each(lists.map((words, index) => [index, words] as const))('hides every word of list %i in the grid', (_index, words) => {
    for (const diagonals of [false, true]) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const result = generateWordSearch(words, { seed, diagonals, minSize: 10, maxSize: 14 });
        expect(result.words).toEqual(normaliseWords(words));
        expect(result.grid).toHaveLength(result.size);
        for (const row of result.grid) {
          expect(row).toHaveLength(result.size);
          for (const letter of row) expect(letter).toMatch(/^[A-Z]$/);
        }
        for (const [index, word] of result.words.entries()) {
          const placement = result.placements[index];
          expect(placement.word).toBe(word);
          expect(readPlacement(result.grid, placement)).toBe(word);
          if (!diagonals) expect(placement.dRow === 0 || placement.dCol === 0).toBe(true);
        }
      }
    }
  });

  it('normalises words to capital letters and drops repeats and single letters', () => {
    expect(normaliseWords(['Hot spot', 'hotspot', "a'a", 'T. rex', 'x'])).toEqual(['HOTSPOT', 'AA', 'TREX']);
  });

  it('grows the grid for a word longer than the minimum size', () => {
    const result = generateWordSearch(['EXTRAORDINARILY', 'CAT'], { seed: 3, minSize: 10 });
    expect(result.size).toBeGreaterThanOrEqual(15);
    expect(readPlacement(result.grid, result.placements[0])).toBe('EXTRAORDINARILY');
  });

  it('is the same grid for the same seed, and a different one for another seed', () => {
    const first = generateWordSearch(lists[0], { seed: 42 });
    expect(generateWordSearch(lists[0], { seed: 42 })).toEqual(first);
    expect(generateWordSearch(lists[0], { seed: 43 }).grid).not.toEqual(first.grid);
  });
});
