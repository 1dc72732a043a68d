import type { ChildClassWork, ClassLink } from '@wonderkin/shared';
import type { LearningRecords } from '../store/records';
import { firstAnswers, isFor, resultOf } from './class-dashboard';

/**
 * The lessons the teachers of a family's child set for it in the classes the family linked it to (issue 22 §2), newest
 * first, each with the child's result: its answers at home (the family's) and on the classroom device (kept under the
 * teacher, by the student row that stands for the child) both count, once per question.
 */
export async function childClassWork(
  records: LearningRecords, links: readonly ClassLink[], child: { familyUserId: string; childId: string },
): Promise<ChildClassWork> {
  const atHome = (await records.answers.find({ childId: child.childId })).filter((answer) => answer.userId === child.familyUserId);
  const assignments: ChildClassWork['assignments'] = [];
  for (const link of links) {
    const onDevice = (await records.answers.find({ childId: link.studentId })).filter((answer) => answer.userId === link.educatorUserId);
    const answers = firstAnswers([...atHome, ...onDevice]);
    const docs = (await records.classAssignments.find({ classId: link.classId }))
      .filter((doc) => doc.userId === link.educatorUserId && isFor(doc, link.studentId));
    for (const doc of docs) {
      assignments.push({
        assignmentId: doc.id, classId: link.classId, className: link.className, hashId: doc.hashId, title: doc.title, questions: doc.questions,
        createdAt: doc.createdAt, ...(doc.dueOn ? { dueOn: doc.dueOn } : {}), result: resultOf(doc, answers),
      });
    }
  }
  return { assignments: assignments.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
}
