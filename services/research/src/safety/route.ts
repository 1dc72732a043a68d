import { safetyClassifier, type Classification, type SafetyClassifier } from './classifier/model';
import { asksToTryDanger, detectDanger, type DangerCue } from './cues';
import { screenHarm } from './harm';
import { rulesFor, type SafetyRule } from './safety-rules';
import { triageQuestion, type Triage } from './triage';

// Where a question goes, decided by three readers that each see it differently:
// - the specific rules (triage.ts): the best answer when one recognises the situation (button battery, poison…);
// - the danger cues (cues.ts): high recall on any subject; a cue no specific rule owns gets the safety-first answer;
// - the classifier (classifier/): a statistical second opinion that generalises to phrasings nobody wrote a rule for.
// Either the rules or the classifier can raise a question to urgent (or to a hazard, a sensitive or a harm answer);
// only both together can leave it an ordinary question. The safety rules a question touches (safety-rules.json) are
// stated first on whatever answer it gets.

/** The classifier score (classifier/model.ts) at which it raises a question on its own, per label (chosen on dev). */
export const RAISE_AT = { urgent: 0.1, hazard: 0.1, harm: 0.15, sensitive: 0.1 } as const;

export interface Route {
  /** The screen's category (`urgent:<topic>`, `hazard:<topic>`, `medical`, `sensitive:<topic>`, a harm category), or null: a lesson. */
  category: string | null;
  /** Who decided: the specific rules, a danger cue, the classifier, the harm patterns, or nobody (a lesson). */
  by: 'rules' | 'cue' | 'classifier' | 'harm' | 'none';
  /** The safety rules the question touches, stated first on its answer. */
  rules: SafetyRule[];
  cue?: DangerCue;
  classification?: Classification;
}

export interface RouteOptions {
  classifier?: SafetyClassifier;
}

function decide(question: string, triage: Triage, cue: DangerCue | null, clf: Classification): Pick<Route, 'category' | 'by'> {
  if (triage.kind === 'urgent') return { category: `urgent:${triage.topic}`, by: 'rules' };
  if (cue) return { category: `urgent:${cue.topic}`, by: 'cue' };
  if (clf.scores.urgent >= RAISE_AT.urgent) return { category: 'urgent:general', by: 'classifier' };
  if (triage.kind === 'hazard') return { category: `hazard:${triage.topic}`, by: 'rules' };
  // A child frightened by the news ("the school shooting on tiktok, could that happen at my school?") needs the
  // gentle answer, not the refusal a request for a weapon gets.
  if (triage.kind === 'sensitive' && triage.topic === 'scary-news') return { category: 'sensitive:scary-news', by: 'rules' };
  const harm = screenHarm(question);
  if (harm) return { category: harm, by: 'harm' };
  if (asksToTryDanger(question)) return { category: 'hazard:general', by: 'cue' };
  if (triage.kind === 'medical') return { category: 'medical', by: 'rules' };
  if (triage.kind === 'sensitive') return { category: `sensitive:${triage.topic}`, by: 'rules' };
  if (clf.scores.hazard >= RAISE_AT.hazard) return { category: 'hazard:general', by: 'classifier' };
  if (clf.scores.harm >= RAISE_AT.harm) return { category: 'dangerous-activity', by: 'classifier' };
  if (clf.scores.sensitive >= RAISE_AT.sensitive) return { category: 'sensitive:general', by: 'classifier' };
  return { category: null, by: 'none' };
}

export function routeQuestion(question: string, options: RouteOptions = {}): Route {
  const triage = triageQuestion(question);
  const cue = detectDanger(question);
  const classification = (options.classifier ?? safetyClassifier()).classify(question);
  const { category, by } = decide(question, triage, cue, classification);
  // An emergency answer is all a page shows; elsewhere the rules the question touches come first.
  const rules = category?.startsWith('urgent:') ? [] : rulesFor(question);
  return { category, by, rules, ...(cue ? { cue } : {}), classification };
}
