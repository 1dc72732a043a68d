import type { KidEntry, ParentEntry } from './schemas';

// The texts of an entry that state facts, for the sources check (CONTENT.md "Every claim has a source").
// Left out on purpose: titles, activities and scripts (instructions, not claims), wrong quiz options
// (misconceptions on purpose), book lists and links (checked on their own).

/** What kids' entries and parent guides both state: definitions, analogies, examples, talking points, quiz answers. */
function commonClaimTexts(entry: KidEntry | ParentEntry): string[] {
  return [
    ...entry.glossary.map((g) => g.definition),
    ...entry.analogies.map((a) => a.content),
    ...entry.realWorld.map((r) => r.content),
    ...entry.engaging.flatMap((q) => [q.question, q.context]),
    ...entry.quiz.flatMap((q) => [q.question, q.right]),
  ];
}

export function kidClaimTexts(entry: KidEntry): string[] {
  return [
    entry.blurb,
    ...Object.values(entry.quickAnswer),
    ...entry.takeaways.little, ...entry.takeaways.young, ...entry.takeaways.older,
    ...entry.sections.flatMap((s) => [s.little ?? '', s.young, s.older, s.funFact.text]),
    entry.deeper.content, entry.deeper.funFact.text,
    ...commonClaimTexts(entry),
  ].filter(Boolean);
}

export function parentClaimTexts(entry: ParentEntry): string[] {
  return [
    entry.blurb, entry.quickAnswer, ...entry.takeaways,
    ...entry.sections.flatMap((s) => [s.content, s.funFact.text]),
    ...Object.values(entry.ageStage), entry.brainBehavior,
    ...entry.approaches.map((a) => a.rationale),
    ...entry.prosCons.flatMap((p) => [...p.pros, ...p.cons, p.bestFor]),
    entry.expert.pediatricianTip, entry.expert.psychologistInsight,
    ...commonClaimTexts(entry),
  ].filter(Boolean);
}
