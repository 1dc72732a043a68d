import MiniSearch, { type SearchResult } from 'minisearch';
import { ANSWERS, ASK_PATTERNS, TOPIC_WORDS, type Ask } from './match-profiles';
import { canonical, FILLER_PHRASES, isNonTopic } from './match-words';
import { normalizeText, questionWords, stem } from './normalize';
import type { Trigger } from './types';

// Maps a free-text question to a pack entry, or to nothing when unsure (the caller then gives the honest exploration
// lesson). Two kinds of evidence, and a wrong lesson is worse than none:
// - triggers: an entry's precise term sets ("sky" + "blue"); the most specific trigger that fits is strong evidence;
// - coverage: every topic word of the question must be one the entry knows (its question, title, triggers, glossary,
//   headings and the everyday words of match-profiles.ts). "Why do cats like boxes?" has the cat trigger of the purr
//   lesson, but "box" is not a word of that lesson, so it is not answered by it.
// MiniSearch (BM25) ranks entries that both fit and corrects typos against the pack's own vocabulary ("volcanoe").

export interface Matchable {
  id: string;
  question: string;
  triggers: Trigger[];
  /** Parent guides' second trigger list (which of the two counts is the matcher's `triggersOf`). */
  standalone?: Trigger[];
  title?: string;
  blurb?: string;
  glossary?: { term: string }[];
  sections?: { title: string }[];
  deeper?: { title: string };
}

export interface MatchResult<T extends Matchable> {
  entry: T;
  /** Comparable across matchers: trigger weight first, then words explained, then BM25. */
  score: number;
  /** Weight of the best trigger that fits (0: matched on coverage alone). */
  trigger: number;
  /** Topic words of the question this entry knows / does not know. */
  explained: number;
  unexplained: number;
}

export interface Matcher<T extends Matchable> {
  match(question: string): MatchResult<T> | null;
  /** Why: the question's topic words (typos corrected) and every entry that fits, best first (tests, tuning). */
  explain(question: string): { topic: string[]; fitting: MatchResult<T>[] };
  candidates(question: string): Candidate<T>[];
}

export interface Candidate<T extends Matchable> extends MatchResult<T> {
  bm25: number;
  /** The question's topic words the entry does not know. */
  foreign: string[];
  /** The question asks what the entry does not tell. */
  ruledOut: boolean;
}

interface CompiledTerm { kind: 'word' | 'prefix' | 'phrase'; parts: string[] }

/** A question as the matcher sees it. */
interface Analysed {
  /** Raw normalised words (for prefix terms such as "erupt*"), typos corrected. */
  words: string[];
  /** Stemmed, synonym-mapped words, typos corrected (for triggers). */
  stems: string[];
  /** The topic words: stems without stopwords, who-is-asking words and numbers, each once. */
  topic: string[];
  /** The kinds of fact asked for ("how many", "who"…), which the entry must give. */
  asks: Ask[];
}

const asksOf = (text: string): Ask[] => {
  const norm = questionWords(text).join(' ');
  return ASK_PATTERNS.filter(([, re]) => re.test(norm)).map(([ask]) => ask);
};

const toStem = (word: string) => canonical(stem(word));

function compileTerm(term: string): CompiledTerm {
  const t = term.trim().toLowerCase();
  if (t.endsWith('*')) return { kind: 'prefix', parts: [normalizeText(t.slice(0, -1))] };
  const words = questionWords(t).map(toStem);
  return words.length > 1 ? { kind: 'phrase', parts: words } : { kind: 'word', parts: [words[0] ?? t] };
}

function termHits(term: CompiledTerm, q: Analysed): boolean {
  const [first] = term.parts;
  if (term.kind === 'word') return q.stems.includes(first);
  if (term.kind === 'prefix') return q.words.some((w) => w.startsWith(first)) || q.stems.some((w) => w.startsWith(first));
  for (let i = 0; i + term.parts.length <= q.stems.length; i += 1) {
    if (term.parts.every((p, j) => q.stems[i + j] === p)) return true;
  }
  return false;
}

/** Weight of a trigger that fits: each term counts, phrases count per word; 0 when one term is missing. */
function triggerWeight(trigger: CompiledTerm[], q: Analysed): number {
  if (trigger.length === 0 || !trigger.every((t) => termHits(t, q))) return 0;
  return trigger.reduce((sum, t) => sum + (t.kind === 'phrase' ? t.parts.length : 1), 0);
}

/** The stems of the words that are not part of a filler phrase. */
function withoutFillers(words: string[], stems: string[]): string[] {
  const keep = words.map(() => true);
  for (const phrase of FILLER_PHRASES) {
    for (let i = 0; i + phrase.length <= words.length; i += 1) {
      if (phrase.every((p, j) => words[i + j] === p)) phrase.forEach((_, j) => { keep[i + j] = false; });
    }
  }
  return stems.filter((_, i) => keep[i]);
}

/** Topic words of a text, as the index stores them. */
function topicStems(text: string): string[] {
  return questionWords(text).map(toStem).filter((w) => !isNonTopic(w));
}

const identity = (term: string) => term;

/**
 * Every topic word of every matcher made so far (the kid lessons' and the parent guides'): a word one pack knows is
 * no typo for the other ("fractions" asked in a parent question is not a misspelt "function").
 */
const PACK_WORDS = new Set<string>();

/** Typos rarely change the first sound: "sorry" is no misspelt "worry", "fotosynthesis" is photosynthesis. */
const firstSound = (word: string) => word.replace(/^ph/, 'f').charAt(0);

interface IndexedEntry<T> {
  entry: T;
  triggers: CompiledTerm[][];
  /** Every topic word of the entry: its question, title, triggers, one-word glossary terms, headings, profile words. */
  vocabulary: Set<string>;
  /** The words that say what the entry is about: question, title, triggers and profile words (no headings). */
  anchors: Set<string>;
  /** Prefix terms of the entry's triggers ("erupt*"): a topic word starting with one is the entry's word too. */
  prefixes: string[];
  /** The kinds of fact the entry gives (match-profiles.ts ANSWERS). */
  answers: Set<Ask>;
}

const knows = (c: IndexedEntry<unknown>, word: string) => c.vocabulary.has(word) || c.prefixes.some((p) => word.startsWith(p));

/** `triggersOf` picks which trigger list to use (parent guides have a second, stricter list). */
export function createMatcher<T extends Matchable>(entries: readonly T[], triggersOf: (entry: T) => Trigger[] = (e) => e.triggers): Matcher<T> {
  const indexed: IndexedEntry<T>[] = entries.map((entry) => {
    const fields = entryFields(entry);
    return {
      entry,
      triggers: triggersOf(entry).map((trigger) => trigger.map(compileTerm)),
      // "Voice box" in the purr lesson's glossary does not make it a lesson about boxes: one-word terms only.
      vocabulary: new Set([fields.core, fields.headings, fields.extra, ...(entry.glossary ?? []).map((g) => g.term).filter((t) => !/\s/.test(t.trim()))].flatMap(topicStems)),
      anchors: new Set([fields.core, fields.extra].flatMap(topicStems)),
      prefixes: allTriggers(entry).flat().filter((t) => t.endsWith('*') && t.length > 4).map((t) => normalizeText(t.slice(0, -1))),
      answers: new Set([
        ...[entry.question, ...allTriggers(entry).map((t) => t.join(' '))].flatMap(asksOf),
        ...(ANSWERS[entry.id] ?? []),
      ]),
    };
  });
  const byId = new Map(indexed.map((c) => [c.entry.id, c]));
  for (const c of indexed) for (const w of c.vocabulary) PACK_WORDS.add(w);

  const search = new MiniSearch<{ id: string } & Record<string, string>>({
    fields: ['core', 'glossary', 'headings', 'extra'],
    tokenize: (text) => questionWords(text),
    processTerm: (term) => {
      const s = toStem(term);
      return isNonTopic(s) ? null : s;
    },
    searchOptions: { processTerm: identity, boost: { core: 3, extra: 2, glossary: 1.5, headings: 1 } },
  });
  search.addAll(entries.map((entry) => ({ id: entry.id, ...entryFields(entry) })));

  /** The pack word a misspelt word stands for: the nearest by edit distance, when exactly one is nearest. */
  function correct(word: string): string | null {
    // Shorter words are too often other real words one letter away ("three" / tree, "sorry" / worry, "sick" / stick).
    const tries: number[] = word.length >= 7 ? [1, 2] : word.length === 6 ? [1] : [];
    for (const distance of tries) {
      const near = new Set(search.search(word, { fuzzy: distance, prefix: false, combineWith: 'OR' }).flatMap((r) => Object.keys(r.match)));
      near.delete(word);
      const fits = [...near].filter((w) => firstSound(w) === firstSound(word) && Math.abs(w.length - word.length) <= 1
        // "checkers" is no misspelt "check": a word that only adds an ending is another word.
        && !word.startsWith(w));
      if (fits.length === 1) return fits[0];
      if (fits.length > 1) return null;
    }
    return null;
  }

  function analyse(question: string): Analysed {
    const words = questionWords(question);
    const stems = words.map(toStem);
    for (let i = 0; i < stems.length; i += 1) {
      if (isNonTopic(stems[i]) || PACK_WORDS.has(stems[i]) || indexed.some((c) => knows(c, stems[i]))) continue;
      const fixed = correct(stems[i]);
      if (fixed) {
        stems[i] = fixed;
        words[i] = fixed;
      }
    }
    // Fillers ("all the time", "every night") stay for the triggers ("wakes up every night") but are no topic.
    return { words, stems, topic: [...new Set(withoutFillers(words, stems).filter((w) => !isNonTopic(w)))], asks: asksOf(question) };
  }

  /**
   * Every entry with a topic word of the question or a trigger in it, before the fit rule; `ruledOut` when the
   * question asks what the entry does not tell (a record it lacks, "who invented…", "today").
   */
  function candidates(question: string): Candidate<T>[] {
    const q = analyse(question);
    if (q.topic.length === 0) return [];
    const bm25 = new Map<string, number>(search.search(q.topic.join(' '), { combineWith: 'OR' }).map((r: SearchResult) => [String(r.id), r.score]));
    const out: Candidate<T>[] = [];
    for (const c of byId.values()) {
      const trigger = Math.max(0, ...c.triggers.map((t) => triggerWeight(t, q)));
      const known = q.topic.filter((w) => knows(c, w));
      if (!known.length && !trigger) continue;
      const foreign = q.topic.filter((w) => !knows(c, w));
      const ruledOut = foreign.some((w) => SUPERLATIVE.test(w) || SHIFTS.has(w)) || q.asks.some((ask) => !c.answers.has(ask));
      out.push({ entry: c.entry, trigger, explained: known.length, unexplained: foreign.length, score: 0, bm25: bm25.get(c.entry.id) ?? 0, foreign, ruledOut });
    }
    return out;
  }

  function fitting(question: string): { q: Analysed; bm25: Map<string, number>; accepted: MatchResult<T>[] } {
      const q = analyse(question);
      if (q.topic.length === 0) return { q, bm25: new Map(), accepted: [] };
      const bm25 = new Map<string, number>(
        search.search(q.topic.join(' '), { combineWith: 'OR' }).map((r: SearchResult) => [String(r.id), r.score]),
      );
      const accepted: MatchResult<T>[] = [];
      for (const c of byId.values()) {
        const trigger = Math.max(0, ...c.triggers.map((t) => triggerWeight(t, q)));
        const known = q.topic.filter((w) => knows(c, w));
        const explained = known.length;
        const foreign = q.topic.filter((w) => !knows(c, w));
        const unexplained = foreign.length;
        const anchored = known.every((w) => c.anchors.has(w) || c.prefixes.some((p) => w.startsWith(p)));
        if (foreign.some((w) => SUPERLATIVE.test(w) || SHIFTS.has(w))) continue;
        if (q.asks.some((ask) => !c.answers.has(ask))) continue;
        if (!fits(trigger, explained, unexplained, anchored)) continue;
        const rank = bm25.get(c.entry.id) ?? 0;
        // Best fit first: fewest foreign words, then a trigger, then most words explained, the trigger's weight, BM25.
        const score = 1000 - unexplained * 300 + (trigger > 0 ? 150 : 0) + explained * 20 + Math.min(trigger, 9) + Math.min(rank, 99) / 100;
        accepted.push({ entry: c.entry, trigger, explained, unexplained, score });
      }
      accepted.sort((a, b) => b.score - a.score);
      return { q, bm25, accepted };
  }

  return {
    candidates,
    explain(question) {
      const { q, accepted } = fitting(question);
      return { topic: q.topic, fitting: accepted };
    },
    match(question) {
      const { bm25, accepted } = fitting(question);
      const [best, next] = accepted;
      if (!best) return null;
      // Two entries that fit equally well: the question is about both or neither; an honest "let's find out" is better.
      if (next && next.unexplained === best.unexplained && (next.trigger > 0) === (best.trigger > 0) && next.explained === best.explained
        && next.trigger === best.trigger
        && (bm25.get(best.entry.id) ?? 0) < 1.25 * (bm25.get(next.entry.id) ?? 0)) return null;
      return best;
    },
  };
}

/**
 * Whether an entry answers the question. With a trigger, a foreign word is allowed only beside at least three of the
 * entry's ("why is the sea salty but rivers are not" has two: not enough; "can lightning strike twice" neither);
 * without a trigger, the question needs two topic words, all of them words that say what the entry is about.
 */
function fits(trigger: number, explained: number, unexplained: number, anchored: boolean): boolean {
  if (explained === 0) return false;
  if (trigger > 0) return unexplained <= Math.floor((explained - 1) / 2);
  return explained >= 2 && unexplained === 0 && anchored;
}

/** "The biggest volcano", "the longest book": a record question no lesson answers unless it knows that word. */
/** Words that move a question away from what a lesson tells ("who lives in a castle today"). */
const SHIFTS = new Set(['today', 'nowaday', 'modern', 'future', 'tomorrow', 'yesterday', 'instead', 'without'].map((w) => canonical(stem(w))));

const SUPERLATIVE = /^(bigg|larg|long|tall|fast|old|small|hott|cold|deep|high|loud|short|heavi|strong|slow|young|new|far|smart|dark|bright|great|low)est$/;

function entryFields(entry: Matchable): Record<'core' | 'glossary' | 'headings' | 'extra', string> {
  return {
    // Prefix terms ("erupt*") are no words: they count through IndexedEntry.prefixes.
    core: [entry.question, entry.title ?? '', ...allTriggers(entry).flat().filter((t) => !t.endsWith('*'))].join(' '),
    glossary: (entry.glossary ?? []).map((g) => g.term).join(' '),
    headings: [entry.blurb ?? '', ...(entry.sections ?? []).map((s) => s.title), entry.deeper?.title ?? ''].join(' '),
    extra: TOPIC_WORDS[entry.id] ?? '',
  };
}

const allTriggers = (entry: Matchable): Trigger[] => [...entry.triggers, ...(entry.standalone ?? [])];
