import type { RefObject } from 'react';
import { QuizOptions } from '../Quiz';
import { Celebration } from './Celebration';
import { ReadToMeButton, SpokenText, useSpokenWord, type Clip } from './readAloud';
import type { KidQuiz } from './useKidQuiz';
import { segmentStarts, spokenText } from './wordTiming';

/** What a question's clip reads: the question, then each option. */
export function questionClip(quiz: Pick<KidQuiz, 'item' | 'current'>): Clip {
  const { item } = quiz;
  return { id: `kid-quiz-${quiz.current}`, text: item ? spokenText([item.question, ...item.options.map((option) => option.text)]) : '' };
}

/**
 * The quiz step: one question with big answers; a wrong try says "try again", the right one brings "Next question",
 * and the last right answer brings the celebration.
 */
export function KidQuizStep({ quiz, headingRef, onChoose, onNext, onAgain }: {
  quiz: KidQuiz;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (option: number) => void;
  onNext: () => void;
  onAgain: () => void;
}) {
  const { item, current, items, tried, solved, done } = quiz;
  const clip = questionClip(quiz);
  const word = useSpokenWord(clip);
  if (!item) return null;
  const starts = segmentStarts([item.question, ...item.options.map((option) => option.text)]);
  const last = tried.length ? item.options[tried[tried.length - 1]] : null;
  const questionId = `kid-quiz-question-${current}`;

  return (
    <>
      <section className="kid-screen kid-quiz" aria-labelledby="kid-step-title">
        <h2 id="kid-step-title" ref={headingRef} tabIndex={-1} className="kid-screen__title">
          Quiz time! Question {current + 1} of {items.length}
        </h2>
        <ReadToMeButton clip={clip} />
        <p id={questionId} className="kid-quiz__question"><SpokenText text={item.question} current={word} /></p>
        <QuizOptions
          item={item}
          labelledBy={questionId}
          marked={tried}
          chosen={tried.length ? tried[tried.length - 1] : null}
          onChoose={onChoose}
          label={(text, index) => <SpokenText text={text} first={starts[index + 1]} current={word} />}
        />
        <p className={`quiz__verdict kid-quiz__verdict${last ? (last.correct ? ' quiz__verdict--correct' : ' quiz__verdict--wrong') : ''}`} aria-live="polite">
          {last ? (last.correct ? 'Correct!' : 'Not quite. Try again!') : ''}
        </p>
        {solved && !done && (
          <button type="button" className="kid-nav__button kid-nav__button--next" onClick={onNext}>Next question</button>
        )}
      </section>
      {done && <Celebration total={items.length} firstTry={quiz.firstTry} onAgain={onAgain} />}
    </>
  );
}
