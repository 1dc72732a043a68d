import { normalizeText, tokens } from './normalize';
import type { Trigger } from './types';

// Maps a free-text question to a pack entry. An entry lists triggers (sets of terms that must all appear);
// the most specific trigger that fits wins, and the overlap with the entry's own question breaks ties.

export interface Matchable { id: string; question: string; triggers: Trigger[] }
export interface MatchResult<T extends Matchable> { entry: T; score: number }

const STOPWORDS = new Set(['a', 'an', 'the', 'is', 'are', 'was', 'were', 'do', 'doe', 'does', 'did', 'why', 'how', 'what', 'who', 'when', 'where', 'which',
  'can', 'could', 'should', 'would', 'will', 'i', 'we', 'you', 'my', 'our', 'your', 'it', 'they', 'them', 'to', 'of', 'in', 'on', 'for', 'and',
  'or', 'with', 'make', 'get', 'be', 'so', 'that', 'this', 'there', 'thing', 'about', 'tell', 'me', 'explain', 'please', 'at', 'from', 'by', 'not']);

interface CompiledTerm { kind: 'word' | 'prefix' | 'phrase'; parts: string[] }

function compileTerm(term: string): CompiledTerm {
  const t = term.trim().toLowerCase();
  if (t.endsWith('*')) return { kind: 'prefix', parts: [normalizeText(t.slice(0, -1))] };
  const words = tokens(t);
  return words.length > 1 ? { kind: 'phrase', parts: words } : { kind: 'word', parts: [words[0] ?? t] };
}

function termHits(term: CompiledTerm, words: string[]): boolean {
  if (term.kind === 'word') return words.includes(term.parts[0]);
  if (term.kind === 'prefix') return words.some((w) => w.startsWith(term.parts[0]));
  for (let i = 0; i + term.parts.length <= words.length; i += 1) {
    if (term.parts.every((p, j) => words[i + j] === p)) return true;
  }
  return false;
}

/** Weight of a matched trigger: each term counts, phrases count per word. */
function triggerScore(trigger: CompiledTerm[], words: string[]): number {
  if (trigger.length === 0 || !trigger.every((t) => termHits(t, words))) return 0;
  return trigger.reduce((sum, t) => sum + (t.kind === 'phrase' ? t.parts.length : 1), 0);
}

export interface Matcher<T extends Matchable> {
  match(question: string): MatchResult<T> | null;
}

/** `triggersOf` picks which trigger list to use (parent guides have a second, stricter list). */
export function createMatcher<T extends Matchable>(entries: readonly T[], triggersOf: (entry: T) => Trigger[] = (e) => e.triggers): Matcher<T> {
  const compiled = entries.map((entry) => ({
    entry,
    triggers: triggersOf(entry).map((trigger) => trigger.map(compileTerm)),
    keywords: new Set(tokens(entry.question).filter((w) => !STOPWORDS.has(w))),
  }));
  return {
    match(question) {
      const words = tokens(question);
      if (words.length === 0) return null;
      let best: MatchResult<T> | null = null;
      for (const c of compiled) {
        const base = Math.max(0, ...c.triggers.map((t) => triggerScore(t, words)));
        if (base === 0) continue;
        const overlap = words.filter((w) => c.keywords.has(w)).length;
        const score = base + overlap / 10;
        if (!best || score > best.score) best = { entry: c.entry, score };
      }
      return best;
    },
  };
}

