import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import { readDevSet } from './dev-set';
import { KID_ENTRIES, PARENT_ENTRIES } from './index';
import { BANK_DIR, readBank, type Audience } from './library-eval';
import { TOPIC_WORDS } from './match-profiles';
import { questionWords, stem } from './normalize';
import { oddsReader } from './naive-bayes-odds';
import type { Trigger } from './types';

// Which lesson of the library a question is about, from the words families use for each (issue 20 §2). Parents tell a
// story ("my 3 year old screams every time I turn the tv off") and children wrap a question in their own ("mummy why
// does the moon follow our car"): many of their words are no lesson's, so the matcher's rule "every topic word known"
// refuses them, and a bare trigger ("tv") is too weak on its own. A naive Bayes vote over word stems and word pairs
// (wink-naive-bayes-text-classifier, as the safety screen's second reader) learns each lesson from its own question,
// title, triggers and everyday words, the development set's phrasings, and the tuning half of the library's blind bank
// (never the test half, which only measures). resolve.ts accepts a vote only beside one of that lesson's triggers.

/** What a vote reads: word stems and neighbouring pairs ("turn_off", "screen_time"). */
export function voteFeatures(question: string): string[] {
  const words = questionWords(question).map(stem);
  return [...words.map((word) => `w:${word}`), ...words.slice(1).map((word, i) => `b:${words[i]}_${word}`)];
}

export interface Vote {
  /** The lesson the vote leans to ("none": no lesson). */
  id: string;
  /** How far it leads the next label (log odds). */
  lead: number;
}

interface Lesson { id: string; question: string; title: string; triggers: Trigger[]; standalone?: Trigger[] }

/** A library's own words for each lesson: its question, title, triggers and everyday words. */
function ownWords(lessons: readonly Lesson[]): [string, string][] {
  return lessons.flatMap((lesson) => [
    [lesson.question, lesson.id], [lesson.title, lesson.id],
    ...[...lesson.triggers, ...(lesson.standalone ?? [])].map((trigger): [string, string] => [trigger.join(' ').replace(/\*/g, ''), lesson.id]),
    ...(TOPIC_WORDS[lesson.id] ? [[TOPIC_WORDS[lesson.id], lesson.id] as [string, string]] : []),
  ]);
}

/**
 * The examples a vote learns from ([phrasing, lesson id]): the lessons' own words, the development set's phrasings for
 * them, and the tuning half's questions of that audience that one of them answers. `leaveOut`: bank questions held out.
 */
function examplesFor(lessons: readonly Lesson[], audience: Audience, leaveOut: ReadonlySet<string>, bankDir: string): [string, string][] {
  const ids = new Set(lessons.map((lesson) => lesson.id));
  const examples = ownWords(lessons);
  for (const [id, phrasings] of Object.entries(readDevSet())) {
    if (ids.has(id)) for (const q of phrasings) examples.push([q, id]);
    // The development set's near-misses ("why did some dinosaurs have long necks" is no giraffe question) teach the kids'
    // vote "none": on the tuning half (5-fold) it kept a wrong lesson at 2.8 % where without them it rose to 3.0-3.5 %.
    // (For the guides they cost 8 points of right answers: their "none" comes from the bank's parent questions.)
    if (id === 'none' && audience === 'kids') for (const q of phrasings) examples.push([q, 'none']);
  }
  for (const item of readBank(new Set([...KID_ENTRIES, ...PARENT_ENTRIES].map((entry) => entry.id)), bankDir)) {
    if (item.half !== 'tune' || item.audience !== audience || leaveOut.has(item.q)) continue;
    const id = item.answers.find((answer) => ids.has(answer));
    // A parent's question no guide answers teaches "none"; a child's unanswered question is any subject at all, and as
    // "none" it cost right answers and saved no wrong ones (the tuning half, 5-fold).
    if (id) examples.push([item.q, id]);
    else if (audience === 'parent') examples.push([item.q, 'none']);
  }
  return examples;
}

export function trainVote(examples: [string, string][]): ReturnType<typeof winkNaiveBayes> {
  const nb = winkNaiveBayes();
  nb.definePrepTasks([voteFeatures]);
  nb.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const [question, id] of examples) nb.learn(question, id);
  nb.consolidate();
  return nb;
}

export interface LibraryVote {
  /** The lesson a question leans to, and by how much; null when it leans to none. */
  vote(question: string): Vote | null;
  /** What it learns from (tests). */
  examples(): [string, string][];
  /** Retrained without these bank questions, so that they are answered as unseen ones (cross-validation). */
  retrainWithout(questions: ReadonlySet<string>): void;
}

function createVote(lessons: () => readonly Lesson[], audience: Audience, bankDir = BANK_DIR): LibraryVote {
  let odds: ((question: string) => [string, number][]) | undefined;
  const examples = (leaveOut: ReadonlySet<string> = new Set()) => examplesFor(lessons(), audience, leaveOut, bankDir);
  return {
    vote(question) {
      // Trained once, on first use (a fraction of a second of nothing but counting).
      odds ??= oddsReader(trainVote(examples()), voteFeatures);
      const [[id, first] = ['none', 0], [, second = first] = []] = odds(question);
      return id === 'none' ? null : { id, lead: first - second };
    },
    examples: () => examples(),
    retrainWithout(questions) {
      odds = oddsReader(trainVote(examples(questions)), voteFeatures);
    },
  };
}

/** The parent guides' vote. */
export const guideVote = createVote(() => PARENT_ENTRIES, 'parent');
/** The kids' lessons' vote. */
export const lessonVote = createVote(() => KID_ENTRIES, 'kids');
