import type { LearningRecords } from '../store/records';

/** "Why do volcanoes erupt?" and "why do  volcanoes erupt" are the same question. */
export const sameQuestion = (a: string, b: string) => {
  const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return plain(a) === plain(b);
};

/**
 * Marks a child's open assignments done by what the child just did: an answer on the quiz of a lesson asked with the
 * assigned question, or a review session. Answers how many it marked (each once: a done assignment stays as it was).
 */
export async function completeAssignmentsBy(
  records: LearningRecords, child: { familyUserId: string; childId: string }, did: { kind: 'question'; question: string } | { kind: 'review' }, at: Date,
): Promise<number> {
  const open = (await records.assignments.find({ childId: child.childId }))
    .filter((doc) => doc.userId === child.familyUserId && !doc.doneAt && doc.kind === did.kind);
  let marked = 0;
  for (const doc of open) {
    if (did.kind === 'question' && !(doc.text && sameQuestion(doc.text, did.question))) continue;
    await records.assignments.update(doc.id, { doneAt: at.toISOString() });
    marked += 1;
  }
  return marked;
}
