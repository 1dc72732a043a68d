import type { ClassStudentsLeftEvent } from '@wonderkin/server-kit';
import type { LearningRecords } from '../store/records';

/** The collections kept per child: each document names its family (userId) and child (childId). */
const perChild = (records: LearningRecords) => ({
  answers: records.answers, cards: records.cards, reviews: records.reviews, levels: records.levels, reportSends: records.reportSends,
  assignments: records.assignments, notes: records.notes, classAssignments: records.classAssignments,
});

/** Everything kept for one child (child.deleted) or one family (user.deleted). Idempotent: a retry removes nothing twice. */
export async function removeLearningRecords(records: LearningRecords, filter: { childId: string } | { userId: string }): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [name, collection] of Object.entries(perChild(records))) {
    const docs = await (collection as LearningRecords['answers']).find(filter as { childId: string });
    for (const doc of docs) await collection.delete(doc.id);
    removed[name] = docs.length;
  }
  return removed;
}

/**
 * Students left a class (class.students-left): what they did on the class device goes (kept under the educator, by
 * student id; a linked child's answers at home are the family's and stay), they leave the assignments made for some
 * students only (one made for nobody left goes), and a deleted class's assignments all go. Idempotent.
 */
export async function removeClassWork(records: LearningRecords, event: ClassStudentsLeftEvent): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [name, collection] of Object.entries(perChild(records))) {
    let count = 0;
    for (const studentId of event.studentIds) {
      const docs = (await (collection as LearningRecords['answers']).find({ childId: studentId })).filter((doc) => doc.userId === event.educatorUserId);
      for (const doc of docs) if (await collection.delete(doc.id)) count += 1;
    }
    removed[name] = count;
  }
  const leaving = new Set(event.studentIds);
  let assignmentsRemoved = 0;
  for (const doc of (await records.classAssignments.find({ classId: event.classId })).filter((each) => each.userId === event.educatorUserId)) {
    const staying = doc.studentIds?.filter((studentId) => !leaving.has(studentId));
    if (event.classDeleted || (staying && staying.length === 0)) {
      if (await records.classAssignments.delete(doc.id)) assignmentsRemoved += 1;
    } else if (staying && staying.length !== doc.studentIds!.length) {
      await records.classAssignments.upsert({ ...doc, studentIds: staying });
    }
  }
  return { ...removed, classAssignments: removed.classAssignments + assignmentsRemoved };
}
