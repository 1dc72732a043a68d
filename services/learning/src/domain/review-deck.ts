import type { ReviewCard, ReviewGrade } from '@wonderkin/shared';
import { randomId } from '@wonderkin/server-kit';
import type { CardDoc, LearningRecords } from '../store/records';
import { gradeSchedule, isDue, isLearned } from './review-schedule';

/** The most cards one review session shows (young children: a few at a time). */
export const REVIEW_SESSION_SIZE = 20;

export const toReviewCard = (doc: CardDoc): ReviewCard => ({
  cardId: doc.id, kind: doc.kind, module: doc.module, hashId: doc.hashId, front: doc.front, back: doc.back,
  due: doc.schedule.due, state: doc.schedule.state, reps: doc.schedule.reps,
});

/** The child's cards due at `now`, the longest overdue first. */
export async function dueCards(records: LearningRecords, childId: string, now: Date): Promise<{ cards: ReviewCard[]; total: number }> {
  const due = (await records.cards.find({ childId }))
    .filter((card) => isDue(card.schedule, now))
    .sort((a, b) => a.schedule.due.localeCompare(b.schedule.due) || a.id.localeCompare(b.id));
  return { cards: due.slice(0, REVIEW_SESSION_SIZE).map(toReviewCard), total: due.length };
}

/** The child's cards due between now and `until` (the printable sheet of the week). */
export async function cardsDueBy(records: LearningRecords, childId: string, until: Date): Promise<ReviewCard[]> {
  return (await records.cards.find({ childId }))
    .filter((card) => isDue(card.schedule, until))
    .sort((a, b) => a.schedule.due.localeCompare(b.schedule.due) || a.id.localeCompare(b.id))
    .map(toReviewCard);
}

/** Grades one card: FSRS sets its next due date; the review is kept for the report. Null for another child's card. */
export async function gradeCard(
  records: LearningRecords, childId: string, cardId: string, grade: ReviewGrade, now: Date,
): Promise<CardDoc | null> {
  const card = await records.cards.get(cardId);
  if (!card || card.childId !== childId) return null;
  const schedule = gradeSchedule(card.schedule, grade, now);
  const updated = await records.cards.update(cardId, { schedule });
  if (!updated) return null;
  await records.reviews.insert({
    id: randomId(), userId: card.userId, childId, cardId, grade, at: now.toISOString(), learned: isLearned(schedule),
  });
  return updated;
}
