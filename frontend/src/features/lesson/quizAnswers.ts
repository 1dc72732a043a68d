import { createContext, useContext } from 'react';

/**
 * Who hears about a quiz answer besides the page: a lesson made for a child of the signed-in family records each
 * question's first answer for that child (issue 11). The quiz marks the answer at once either way; nobody listens on
 * other lessons.
 */
export type QuizAnswerListener = (questionIndex: number, optionIndex: number) => void;

export const QuizAnswerContext = createContext<QuizAnswerListener | null>(null);

export function useQuizAnswerListener(): QuizAnswerListener | null {
  return useContext(QuizAnswerContext);
}
