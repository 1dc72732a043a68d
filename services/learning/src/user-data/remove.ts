import type { LearningRecords } from '../store/records';

/** Everything kept for one child (child.deleted) or one family (user.deleted). Idempotent: a retry removes nothing twice. */
export async function removeLearningRecords(records: LearningRecords, filter: { childId: string } | { userId: string }): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [name, collection] of Object.entries({
    answers: records.answers, cards: records.cards, reviews: records.reviews, levels: records.levels, reportSends: records.reportSends,
    assignments: records.assignments, notes: records.notes, classAssignments: records.classAssignments,
  })) {
    const docs = await (collection as LearningRecords['answers']).find(filter as { childId: string });
    for (const doc of docs) await collection.delete(doc.id);
    removed[name] = docs.length;
  }
  return removed;
}
