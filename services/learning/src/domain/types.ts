import type { QuizSkill, ReviewGrade } from '@wonderkin/shared';

/** One recorded quiz answer of a child (the first answer per question counts for the record). */
export interface AnswerRecord {
  childId: string;
  hashId: string;
  questionIndex: number;
  module: string;
  /** The skill the question checks; null when the lesson did not tag it (never guessed: the report then says less). */
  skill: QuizSkill | null;
  correct: boolean;
  at: Date;
}

/** One review of a card: when, and the grade the child gave. */
export interface ReviewRecord {
  childId: string;
  cardId: string;
  grade: ReviewGrade;
  at: Date;
  /** The card reached the FSRS "review" state (learned) with this review. */
  learned: boolean;
}

/** What a review card asks, and where it came from. */
export interface ReviewCardContent {
  kind: 'missed-question' | 'glossary';
  module: string;
  hashId: string;
  front: string;
  back: string;
}
