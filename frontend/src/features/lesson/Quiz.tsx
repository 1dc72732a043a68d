import type { ResearchResult } from '@wonderkin/shared';
import { useState } from 'react';

type QuizItem = ResearchResult['quiz'][number];

/** One quiz question: clicking an option marks it with a green check (correct) or a red cross (wrong). */
function QuizQuestion({ item, number }: { item: QuizItem; number: number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const picked = chosen === null ? null : item.options[chosen];
  const headingId = `quiz-q-${number}`;

  return (
    <li className="quiz__item">
      <h3 id={headingId} className="quiz__question">
        {number}. {item.question}
      </h3>
      <ul className="quiz__options" role="list" aria-labelledby={headingId}>
        {item.options.map((option, index) => {
          const isChosen = chosen === index;
          const mark = isChosen ? (option.correct ? 'correct' : 'wrong') : null;
          return (
            <li key={index}>
              <button
                type="button"
                className={`quiz__option${mark ? ` quiz__option--${mark}` : ''}`}
                aria-pressed={isChosen}
                onClick={() => setChosen(index)}
              >
                <span className="quiz__option-text">{option.text}</span>
                {mark === 'correct' && <span className="quiz__mark quiz__mark--correct" aria-hidden="true">✓</span>}
                {mark === 'wrong' && <span className="quiz__mark quiz__mark--wrong" aria-hidden="true">✗</span>}
              </button>
            </li>
          );
        })}
      </ul>
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
