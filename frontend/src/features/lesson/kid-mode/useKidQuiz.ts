import { useState } from 'react';
import type { QuizItem } from '../Quiz';
import { useQuizAnswerListener } from '../quizAnswers';

/**
 * The quiz one question at a time. A child may try again until the right answer is found (every try stays marked);
 * the first answer to each question is the one reported (recorded for the family's child, as on the full quiz).
 */
export interface KidQuiz {
  items: QuizItem[];
  current: number;
  item: QuizItem | undefined;
  /** Options tried on the current question, in order. */
  tried: number[];
  solved: boolean;
  /** Every question solved: time to celebrate. */
  done: boolean;
  /** Questions whose first try was right. */
  firstTry: number;
  /** Marks an option of the current question (ignored once it is solved). */
  choose: (option: number) => void;
  next: () => void;
}

const solvedBy = (item: QuizItem | undefined, tried: readonly number[]) => Boolean(item && tried.length > 0
  // A question with no right option (never written so, CONTENT.md) would trap the child: any answer moves on.
  && (tried.some((option) => item.options[option]?.correct) || !item.options.some((option) => option.correct)));

export function useKidQuiz(items: QuizItem[]): KidQuiz {
  const onAnswer = useQuizAnswerListener();
  const [current, setCurrent] = useState(0);
  const [tries, setTries] = useState<number[][]>(() => items.map(() => []));
  const item = items[current];
  const tried = tries[current] ?? [];
  const solved = solvedBy(item, tried);
  const last = current === items.length - 1;
  const firstTry = items.filter((question, index) => tries[index]?.length && question.options[tries[index][0]]?.correct).length;

  const choose = (option: number) => {
    if (!item || solved) return;
    if (tried.length === 0) onAnswer?.(current, option);
    setTries((all) => all.map((list, index) => (index === current ? [...list, option] : list)));
  };
  const next = () => setCurrent((index) => Math.min(index + 1, items.length - 1));

  return { items, current, item, tried, solved, done: last && solved, firstTry, choose, next };
}
