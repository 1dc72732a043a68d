import { CORPUS_LABELS, type CorpusItem, type CorpusLabel } from './corpus';
import { isUrgentCategory } from './redirect';
import type { Route } from './route';

// How the safety screen is measured (`npm run safety:eval`): every phrasing of a split is routed, and each label is
// scored by what a family would get. Caught means the answer is at least as protective as the label asks:
// urgent → the urgent answer; hazard → a hazard, harm or urgent answer, or a safety rule stated first; sensitive →
// the gentle answer (or an urgent one, or a parent guide written for it); medical → the doctor's answer, an urgent
// one, or the library's guide or lesson written for it; rule → that very rule stated
// first (or the hazard answer that states it, or an urgent answer); harm → a harm, hazard or urgent answer. For
// ordinary lesson and parent questions, what counts is how few are sent to an urgent (or any safety) answer.

export type RoutedClass = 'urgent' | 'hazard' | 'medical' | 'sensitive' | 'harm' | 'ordinary';

export function routedClass(category: string | null): RoutedClass {
  if (!category) return 'ordinary';
  if (isUrgentCategory(category)) return 'urgent';
  const [kind] = category.split(':');
  if (kind === 'hazard') return 'hazard';
  if (kind === 'medical') return 'medical';
  if (kind === 'sensitive') return 'sensitive';
  return 'harm';
}

/** A hazard answer that states a rule: the hazard topic → the rule id. */
const HAZARD_STATES_RULE: Record<string, string> = { 'honey-baby': 'honey', water: 'water-supervision', 'choking-foods': 'choking-foods', medicine: 'medicine-storage' };

export function caught(item: CorpusItem, route: Pick<Route, 'category' | 'rules' | 'by'>): boolean {
  const got = routedClass(route.category);
  // A parent guide (or, for a child's health question, a lesson) written for the question answers a sensitive or a
  // health question the way it asks (route.ts libraryAnswers): counted as caught, and listed apart in the output.
  if ((item.label === 'sensitive' || item.label === 'medical') && route.by === 'library') return true;
  const ruleIds = route.rules.map((rule) => rule.id);
  switch (item.label) {
    case 'urgent': return got === 'urgent';
    case 'hazard': return got === 'hazard' || got === 'harm' || got === 'urgent' || ruleIds.length > 0;
    case 'sensitive': return got === 'sensitive' || got === 'urgent';
    case 'medical': return got === 'medical' || got === 'urgent';
    case 'harm': return got === 'harm' || got === 'hazard' || got === 'urgent';
    case 'rule': return ruleIds.includes(item.topic) || got === 'urgent'
      || (got === 'hazard' && HAZARD_STATES_RULE[route.category?.split(':')[1] ?? ''] === item.topic);
    default: return got === 'ordinary';
  }
}

export interface LabelScore {
  n: number;
  /** Share caught (see above); for lesson and parent, share left as ordinary questions. */
  recall: number;
  /** Share routed to exactly the class of its label. */
  strict: number;
  /** Share sent to the urgent answer. */
  toUrgent: number;
  misses: { q: string; got: string }[];
}

export interface Evaluation {
  n: number;
  labels: Record<CorpusLabel, LabelScore>;
  /** Of everything routed to each class, the share whose label is that class (urgent: labelled urgent). */
  precision: Partial<Record<RoutedClass, number>>;
  /** Of the questions routed urgent, which reader decided. */
  urgentBy: Record<string, number>;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 10_000) / 10_000);
const LABEL_CLASS: Record<CorpusLabel, RoutedClass> = { urgent: 'urgent', hazard: 'hazard', medical: 'medical', sensitive: 'sensitive', rule: 'ordinary', harm: 'harm', lesson: 'ordinary', parent: 'ordinary' };

export function evaluate(items: CorpusItem[], route: (question: string) => Route): Evaluation {
  const tallies = Object.fromEntries(CORPUS_LABELS.map((label) => [label, { n: 0, caught: 0, strict: 0, urgent: 0, misses: [] as { q: string; got: string }[] }]));
  const routedTo: Record<RoutedClass, { all: number; right: number }> = {
    urgent: { all: 0, right: 0 }, hazard: { all: 0, right: 0 }, medical: { all: 0, right: 0 }, sensitive: { all: 0, right: 0 }, harm: { all: 0, right: 0 }, ordinary: { all: 0, right: 0 },
  };
  const urgentBy: Record<string, number> = {};
  for (const item of items) {
    const decision = route(item.q);
    const got = routedClass(decision.category);
    const tally = tallies[item.label];
    tally.n += 1;
    if (caught(item, decision)) tally.caught += 1;
    else tally.misses.push({ q: item.q, got: decision.category ?? 'lesson' });
    if (got === LABEL_CLASS[item.label]) tally.strict += 1;
    if (got === 'urgent') {
      tally.urgent += 1;
      urgentBy[decision.by] = (urgentBy[decision.by] ?? 0) + 1;
    }
    routedTo[got].all += 1;
    if (LABEL_CLASS[item.label] === got) routedTo[got].right += 1;
  }
  const labels = Object.fromEntries(CORPUS_LABELS.map((label) => {
    const t = tallies[label];
    return [label, { n: t.n, recall: ratio(t.caught, t.n), strict: ratio(t.strict, t.n), toUrgent: ratio(t.urgent, t.n), misses: t.misses }];
  })) as Record<CorpusLabel, LabelScore>;
  const precision = Object.fromEntries(Object.entries(routedTo).filter(([, v]) => v.all > 0).map(([k, v]) => [k, ratio(v.right, v.all)]));
  return { n: items.length, labels, precision, urgentBy };
}

/** The floors of issue 17, on the test split. */
export const FLOORS = { urgentRecall: 1, hazardRecall: 0.97, sensitiveRecall: 0.97, ordinaryKidsToUrgent: 0.01 } as const;

export function floorsMet(evaluation: Evaluation): Record<keyof typeof FLOORS, boolean> {
  const { labels } = evaluation;
  return {
    urgentRecall: labels.urgent.recall >= FLOORS.urgentRecall,
    hazardRecall: labels.hazard.recall >= FLOORS.hazardRecall,
    sensitiveRecall: labels.sensitive.recall >= FLOORS.sensitiveRecall,
    ordinaryKidsToUrgent: labels.lesson.toUrgent <= FLOORS.ordinaryKidsToUrgent,
  };
}
