import type { AssignmentKind } from '@wonderkin/shared';
import type { AssignmentDoc, LearningRecords } from '../store/records';

const KIND_WORDS: Record<AssignmentKind, [string, string]> = {
  question: ['question', 'questions'], review: ['review', 'reviews'], creation: ['creation', 'creations'],
};

/** "3 questions", "1 review", "4 things to do" (mixed kinds). */
function countWords(docs: AssignmentDoc[]): string {
  const kinds = new Set(docs.map((doc) => doc.kind));
  const [one, many] = kinds.size === 1 ? KIND_WORDS[docs[0]!.kind] : ['thing to do', 'things to do'];
  return `${docs.length} ${docs.length === 1 ? one : many}`;
}

/**
 * The week's line per person of the family's circle for a child's weekly report (issue 22): "Ana (tutor) assigned 3
 * questions; Sam finished 2." Only the people the family let in (its own assignments are its own), in the order they
 * first gave something that week; done counts what was finished by the end of the week.
 */
export async function circleWeekLines(
  records: LearningRecords, child: { familyUserId: string; childId: string; name: string }, range: { from: Date; to: Date },
): Promise<string[]> {
  const inWeek = (await records.assignments.find({ childId: child.childId }, { sort: { field: 'createdAt', direction: 'asc' } }))
    .filter((doc) => doc.userId === child.familyUserId && doc.byLabel !== 'Family')
    .filter((doc) => Date.parse(doc.createdAt) >= range.from.getTime() && Date.parse(doc.createdAt) < range.to.getTime());
  const byPerson = new Map<string, AssignmentDoc[]>();
  for (const doc of inWeek) byPerson.set(doc.byLabel, [...(byPerson.get(doc.byLabel) ?? []), doc]);
  return [...byPerson].slice(0, 5).map(([who, docs]) => {
    const done = docs.filter((doc) => doc.doneAt && Date.parse(doc.doneAt) < range.to.getTime()).length;
    return `${who} assigned ${countWords(docs)}; ${child.name} finished ${done}.`;
  });
}
