import type { ProgressAnswerRequest, ProgressAnswerResult, QuizSkill } from '@wonderkin/shared';
import { answerId, type CardDoc, type LearningRecords } from '../store/records';
import type { LessonForProgress } from '../clients/services';
import { newSchedule } from './review-schedule';

/** At most this many glossary words of one lesson become cards (the first ones: the lesson's key words). */
export const GLOSSARY_CARDS_PER_LESSON = 5;

export class AnswerNotFound extends Error {}

/**
 * Judges a child's quiz answer from the stored lesson and records it: the first answer per question counts for the
 * record (a second one is judged but not recorded). A missed question becomes a review card, and the lesson's key
 * words become cards on the child's first answer in that lesson. Card ids are derived from what they hold, so a
 * retried request never makes a card twice.
 */
export async function recordAnswer(
  records: LearningRecords,
  input: ProgressAnswerRequest & { userId: string },
  lesson: LessonForProgress,
  now: Date,
): Promise<ProgressAnswerResult> {
  const question = lesson.quiz[input.questionIndex];
  if (!question || !question.options[input.optionIndex]) throw new AnswerNotFound();
  const correctIndex = question.options.findIndex((option) => option.correct);
  const correct = input.optionIndex === correctIndex;
  const at = now.toISOString();
  // An untagged question stays untagged: calling it "remembering facts" filled the report with a skill never checked.
  const skill: { skill?: QuizSkill } = question.skill ? { skill: question.skill } : {};
  const base = { userId: input.userId, childId: input.childId, hashId: lesson.id, module: lesson.module };

  const firstInLesson = (await records.answers.count({ childId: input.childId, hashId: lesson.id })) === 0;
  const recorded = await records.answers.insertIfAbsent({
    ...base, id: answerId(input.childId, lesson.id, input.questionIndex), questionIndex: input.questionIndex,
    optionIndex: input.optionIndex, ...skill, correct, at,
    lessonQuestion: lesson.question.slice(0, 300), lessonTitle: lesson.title.slice(0, 300),
  });

  if (recorded && !correct && correctIndex >= 0) {
    await addCard(records, {
      ...base, id: `${input.childId}:${lesson.id}:q${input.questionIndex}`, kind: 'missed-question',
      front: question.question, back: question.options[correctIndex].text, createdAt: at, schedule: newSchedule(now),
    });
  }
  if (recorded && firstInLesson) {
    for (const [index, item] of lesson.glossary.slice(0, GLOSSARY_CARDS_PER_LESSON).entries()) {
      await addCard(records, {
        ...base, id: `${input.childId}:${lesson.id}:g${index}`, kind: 'glossary',
        front: item.term, back: item.definition, createdAt: at, schedule: newSchedule(now),
      });
    }
  }
  return { correct, correctIndex, recorded };
}

async function addCard(records: LearningRecords, card: CardDoc): Promise<void> {
  await records.cards.insertIfAbsent(card);
}
