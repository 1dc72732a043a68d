import { blockedWordsIn, isBlockedWord } from '../content/blocklist';
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

/** The 8 directions a word can be read in a grid (row step, column step). */
export const ALL_DIRECTIONS: readonly [number, number][] = [[0, 1], [1, 0], [1, 1], [-1, 1], [0, -1], [-1, 0], [-1, -1], [1, -1]];
const FILLER_ALPHABET = 'ABCDEFGHIJKLMNOPRSTUWY';
const FILLS_PER_LAYOUT = 40;

/**
 * Places every word in a square grid (growing it when a word will not fit) and fills the rest with random letters.
 * Words may cross where letters agree. No blocked word (content/blocklist) may be read in any of the 8 directions
 * anywhere the filler letters take part, nor where two placed words meet: on a hit the fillers are re-seeded, and when
 * the placed words alone spell one, the words are placed again with a new seed. Words that are themselves blocked are
 * left out. Deterministic for a seed.
 */
export function generateWordSearch(words: string[], options: WordSearchOptions): WordSearchGrid {
  const list = normaliseWords(words).filter((word) => !isBlockedWord(word));
  const longest = Math.max(0, ...list.map((word) => word.length));
  const maxSize = Math.max(options.maxSize ?? 16, longest);
  let size = Math.max(options.minSize ?? 10, longest);
  for (; size <= maxSize + 4; size += 1) {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const layoutSeed = options.seed + attempt * 101 + size;
      const layout = tryPlace(list, size, options, layoutSeed);
      // Placed words that spell a blocked word between them (crossing or side by side): lay them out again.
      if (!layout || findBlockedWords(layout.grid, layout.placements).length) continue;
      for (let fill = 0; fill < FILLS_PER_LAYOUT; fill += 1) {
        const grid = fillGrid(layout.grid, createRandom(layoutSeed * 31 + fill * 7919 + 1));
        if (findBlockedWords(grid, layout.placements).length === 0) return { ...layout, grid };
      }
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
  return { size, grid, placements: words.map((word) => placements.find((placement) => placement.word === word)!), words };
}

/** A copy of the grid with every empty cell given a random filler letter. */
function fillGrid(grid: string[][], random: ReturnType<typeof createRandom>): string[][] {
  return grid.map((row) => row.map((cell) => cell || FILLER_ALPHABET[random.int(0, FILLER_ALPHABET.length - 1)]));
}

export interface BlockedHit {
  word: string;
  row: number;
  col: number;
  dRow: number;
  dCol: number;
}

/**
 * Every blocked word that can be read in the grid in any of the 8 directions (empty cells break a line). A hit lying
 * wholly inside one placed word, along that word's own line, is the placed word itself (SHELL holds HELL) and is not
 * reported: the child was asked to find that word.
 */
export function findBlockedWords(grid: string[][], placements: WordPlacement[] = []): BlockedHit[] {
  const size = grid.length;
  const hits: BlockedHit[] = [];
  for (const [dRow, dCol] of ALL_DIRECTIONS) {
    for (let startRow = 0; startRow < size; startRow += 1) {
      for (let startCol = 0; startCol < size; startCol += 1) {
        // Walk each line once, from the cell where it enters the grid.
        const prevRow = startRow - dRow;
        const prevCol = startCol - dCol;
        if (prevRow >= 0 && prevRow < size && prevCol >= 0 && prevCol < size) continue;
        let line = '';
        for (let row = startRow, col = startCol; row >= 0 && row < size && col >= 0 && col < size; row += dRow, col += dCol) line += grid[row][col] || '.';
        for (const { index, word } of blockedWordsIn(line)) {
          const hit = { word, row: startRow + dRow * index, col: startCol + dCol * index, dRow, dCol };
          if (!placements.some((placement) => withinPlacement(hit, placement))) hits.push(hit);
        }
      }
    }
  }
  return hits;
}

function withinPlacement(hit: BlockedHit, placement: WordPlacement): boolean {
  const sameLine = (hit.dRow === placement.dRow && hit.dCol === placement.dCol) || (hit.dRow === -placement.dRow && hit.dCol === -placement.dCol);
  if (!sameLine) return false;
  for (let index = 0; index < hit.word.length; index += 1) {
    const row = hit.row + hit.dRow * index;
    const col = hit.col + hit.dCol * index;
    const step = placement.dRow !== 0 ? (row - placement.row) / placement.dRow : (col - placement.col) / placement.dCol;
    if (!Number.isInteger(step) || step < 0 || step >= placement.word.length) return false;
    if (placement.row + placement.dRow * step !== row || placement.col + placement.dCol * step !== col) return false;
  }
  return true;
}

/** Reads a placed word back out of the grid (used by tests and the answers page). */
export function readPlacement(grid: string[][], placement: WordPlacement): string {
  let word = '';
  for (let index = 0; index < placement.word.length; index += 1) word += grid[placement.row + placement.dRow * index][placement.col + placement.dCol * index];
  return word;
}
