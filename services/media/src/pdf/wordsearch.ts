import { createRandom } from '../illustrations/random';

export interface WordPlacement {
  word: string;
  row: number;
  col: number;
  dRow: number;
  dCol: number;
}

export interface WordSearchGrid {
  size: number;
  /** grid[row][col], one upper-case letter each. */
  grid: string[][];
  placements: WordPlacement[];
  /** Words as placed (upper case, letters only), in the order given. */
  words: string[];
}

export interface WordSearchOptions {
  seed: number;
  /** Across and down only (younger readers), or also diagonals down-right and up-right. */
  diagonals?: boolean;
  minSize?: number;
  maxSize?: number;
}

/** Upper-case letters only ("Hot spot" → "HOTSPOT"); words left empty are dropped. */
export function normaliseWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words
    .map((word) => word.toUpperCase().replace(/[^A-Z]/g, ''))
    .filter((word) => word.length >= 2 && !seen.has(word) && (seen.add(word), true));
}

/**
 * Places every word in a square grid (growing it when a word will not fit) and fills the rest with random letters.
 * Words may cross where letters agree. Deterministic for a seed.
 */
export function generateWordSearch(words: string[], options: WordSearchOptions): WordSearchGrid {
  const list = normaliseWords(words);
  const longest = Math.max(0, ...list.map((word) => word.length));
  const maxSize = Math.max(options.maxSize ?? 16, longest);
  let size = Math.max(options.minSize ?? 10, longest);
  for (; size <= maxSize + 4; size += 1) {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const result = tryPlace(list, size, options, options.seed + attempt * 101 + size);
      if (result) return result;
    }
  }
  throw new Error(`Could not build a word search for ${list.length} words`);
}

function tryPlace(words: string[], size: number, options: WordSearchOptions, seed: number): WordSearchGrid | undefined {
  const random = createRandom(seed);
  const grid: string[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => ''));
  const directions: [number, number][] = options.diagonals ? [[0, 1], [1, 0], [1, 1], [-1, 1]] : [[0, 1], [1, 0]];
  const placements: WordPlacement[] = [];
  // Longest words first: they are the hardest to fit.
  const order = [...words].sort((a, b) => b.length - a.length);
  for (const word of order) {
    let placed: WordPlacement | undefined;
    for (let attempt = 0; attempt < 300 && !placed; attempt += 1) {
      const [dRow, dCol] = random.pick(directions);
      const row = random.int(0, size - 1);
      const col = random.int(0, size - 1);
      const endRow = row + dRow * (word.length - 1);
      const endCol = col + dCol * (word.length - 1);
      if (endRow < 0 || endRow >= size || endCol < 0 || endCol >= size) continue;
      let fits = true;
      for (let index = 0; index < word.length && fits; index += 1) {
        const cell = grid[row + dRow * index][col + dCol * index];
        if (cell && cell !== word[index]) fits = false;
      }
      if (fits) placed = { word, row, col, dRow, dCol };
    }
    if (!placed) return undefined;
    for (let index = 0; index < word.length; index += 1) grid[placed.row + placed.dRow * index][placed.col + placed.dCol * index] = word[index];
    placements.push(placed);
  }
  const alphabet = 'ABCDEFGHIJKLMNOPRSTUWY';
  for (const row of grid) for (let col = 0; col < size; col += 1) if (!row[col]) row[col] = alphabet[random.int(0, alphabet.length - 1)];
  return { size, grid, placements: words.map((word) => placements.find((placement) => placement.word === word)!), words };
}

/** Reads a placed word back out of the grid (used by tests and the answers page). */
export function readPlacement(grid: string[][], placement: WordPlacement): string {
  let word = '';
  for (let index = 0; index < placement.word.length; index += 1) word += grid[placement.row + placement.dRow * index][placement.col + placement.dCol * index];
  return word;
}
