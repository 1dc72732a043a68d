import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import { readDevSet } from './dev-set';
import { KID_ENTRIES, PARENT_ENTRIES } from './index';
import { BANK_DIR, readBank } from './library-eval';
import { TOPIC_WORDS } from './match-profiles';
import { questionWords, stem } from './normalize';

// Which parent guide a family's question is about, from the words families use for each (issue 20 §2). Parents tell a
// story ("my 3 year old screams every time I turn the tv off"): most of its words are no guide's, so the matcher's rule
// "every topic word known" refuses them, and a bare trigger ("tv") is too weak on its own. A naive Bayes vote over word
// stems and word pairs (wink-naive-bayes-text-classifier, as the safety screen's second reader) learns each guide from
// its own question, title, triggers and everyday words, the development set's parent phrasings, and the tuning half of
// the library's blind bank (never the test half, which only measures). resolve.ts accepts the vote only beside one of
// that guide's triggers.

/** What the vote reads: word stems and neighbouring pairs ("turn_off", "screen_time"). */
function voteFeatures(question: string): string[] {
  const words = questionWords(question).map(stem);
  return [...words.map((word) => `w:${word}`), ...words.slice(1).map((word, i) => `b:${words[i]}_${word}`)];
}

export interface GuideVote {
  /** The guide the vote leans to ("none": no guide). */
  id: string;
  /** How far it leads the next label (log odds). */
  lead: number;
}

/** The examples the vote learns from: [phrasing, guide id or "none"]; `leaveOut`: bank questions held out (tuning). */
export function voteExamples(leaveOut: ReadonlySet<string> = new Set(), bankDir = BANK_DIR): [string, string][] {
  const examples: [string, string][] = [];
  for (const guide of PARENT_ENTRIES) {
    examples.push([guide.question, guide.id], [guide.title, guide.id]);
    for (const trigger of [...guide.triggers, ...guide.standalone]) examples.push([trigger.join(' ').replace(/\*/g, ''), guide.id]);
    if (TOPIC_WORDS[guide.id]) examples.push([TOPIC_WORDS[guide.id], guide.id]);
  }
  // The development set's "none" phrasings are not taught as "none": on the tuning half (5-fold) that cost 8 points of
  // right answers for 1 point fewer wrong ones; resolve.ts's trigger and two-words rules keep them out instead.
  for (const [id, phrasings] of Object.entries(readDevSet())) if (id.startsWith('parent-')) for (const q of phrasings) examples.push([q, id]);
  const ids = new Set(PARENT_ENTRIES.map((guide) => guide.id));
  for (const item of readBank(new Set([...KID_ENTRIES, ...PARENT_ENTRIES].map((entry) => entry.id)), bankDir)) {
    if (item.half !== 'tune' || item.audience !== 'parent' || leaveOut.has(item.q)) continue;
    examples.push([item.q, item.answers.find((id) => ids.has(id)) ?? 'none']);
  }
  return examples;
}

let model: ReturnType<typeof winkNaiveBayes> | undefined;

function train(examples: [string, string][]): ReturnType<typeof winkNaiveBayes> {
  const nb = winkNaiveBayes();
  nb.definePrepTasks([voteFeatures]);
  nb.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const [question, id] of examples) nb.learn(question, id);
  nb.consolidate();
  return nb;
}

/** Trained once, on first use (a few hundred milliseconds of nothing but counting). */
function trained(): ReturnType<typeof winkNaiveBayes> {
  model ??= train(voteExamples());
  return model;
}

/**
 * For cross-validation on the tuning half (`npm run content:eval -- --half tune --folds 5`): the vote retrained without
 * these bank questions, so that they are answered as unseen ones would be.
 */
export function retrainGuideVoteWithout(questions: ReadonlySet<string>): void {
  model = train(voteExamples(questions));
}

/** The guide a question leans to, and by how much; null when it leans to no guide. */
export function guideVote(question: string): GuideVote | null {
  const odds = trained().computeOdds(question) as [string, number][];
  const [[id, first] = ['none', 0], [, second = first] = []] = odds;
  return id === 'none' ? null : { id, lead: first - second };
}
