import type { ResearchResult } from '@wonderkin/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useQuizAnswerListener } from './quizAnswers';

export type QuizItem = ResearchResult['quiz'][number];

/**
 * A question's options as buttons: each option in `marked` shows a green check (correct) or a red cross (wrong);
 * `chosen` is the one pressed last. `label` lets kid mode light up an option's words as they are read aloud.
 */
export function QuizOptions({ item, labelledBy, marked, chosen, onChoose, label = (text) => text }: {
  item: QuizItem;
  labelledBy: string;
  marked: readonly number[];
  chosen: number | null;
  onChoose: (index: number) => void;
  label?: (text: string, index: number) => ReactNode;
}) {
  return (
    <ul className="quiz__options" role="list" aria-labelledby={labelledBy}>
      {item.options.map((option, index) => {
        const mark = marked.includes(index) ? (option.correct ? 'correct' : 'wrong') : null;
        return (
          <li key={index}>
            <button
              type="button"
              className={`quiz__option${mark ? ` quiz__option--${mark}` : ''}`}
              aria-pressed={chosen === index}
              onClick={() => onChoose(index)}
            >
              <span className="quiz__option-text">{label(option.text, index)}</span>
              {mark === 'correct' && <span className="quiz__mark quiz__mark--correct" aria-hidden="true">✓</span>}
              {mark === 'wrong' && <span className="quiz__mark quiz__mark--wrong" aria-hidden="true">✗</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One quiz question: clicking an option marks it with a green check (correct) or a red cross (wrong); once the right
 * answer is chosen the question is locked, so tapping around cannot turn it into "Not quite". On a lesson made
 * for the family's child the first answer is also reported (recorded for the child; the mark never waits for it).
 */
function QuizQuestion({ item, number }: { item: QuizItem; number: number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const onAnswer = useQuizAnswerListener();
  const reported = useRef(false);
  const solved = chosen !== null && Boolean(item.options[chosen]?.correct);
  const choose = (index: number) => {
    if (solved) return; // once answered right the question stays right (as in kid mode)
    setChosen(index);
    if (onAnswer && !reported.current) {
      reported.current = true;
      onAnswer(number - 1, index);
    }
  };
  const picked = chosen === null ? null : item.options[chosen];
  const headingId = `quiz-q-${number}`;

  return (
    <li className="quiz__item">
      <h3 id={headingId} className="quiz__question">
        {number}. {item.question}
      </h3>
      <QuizOptions item={item} labelledBy={headingId} marked={chosen === null ? [] : [chosen]} chosen={chosen} onChoose={choose} />
      <p className={`quiz__verdict${picked ? (picked.correct ? ' quiz__verdict--correct' : ' quiz__verdict--wrong') : ''}`} aria-live="polite">
        {picked ? (picked.correct ? 'Correct!' : 'Not quite') : ''}
      </p>
    </li>
  );
}

export function Quiz({ items }: { items: QuizItem[] }) {
  return (
    <ol className="quiz" role="list">
      {items.map((item, index) => (
        <QuizQuestion key={index} item={item} number={index + 1} />
      ))}
    </ol>
  );
}
