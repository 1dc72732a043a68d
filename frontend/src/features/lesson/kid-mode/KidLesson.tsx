import type { ResearchResult } from '@wonderkin/shared';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { useAudio } from '../audio';
import { mayAutoplay } from '../autoplay';
import type { ChildLesson } from '../childLesson';
import type { LessonSectionEntry } from '../sections';
import { ForGrownUps } from './ForGrownUps';
import { kidScreens } from './kidScreens';
import { KidQuizStep, questionClip } from './KidQuizStep';
import { KidScreenStep, screenClip } from './KidScreenStep';
import type { Clip } from './readAloud';
import { useKidQuiz } from './useKidQuiz';
import './kid-mode.css';

/**
 * Kid mode (issue 19): the lesson for a young child as 3-4 short screens, each with its picture and read aloud as it
 * opens (the first one on arrival, when the browser allows), then the quiz one question at a time and a celebration.
 * The grown-up's material waits in the "For grown-ups" fold. Screen changes are announced; focus stays on the button
 * pressed, or goes to the new screen's title when that button is gone.
 */
export function KidLesson({ result, sections, lesson }: { result: ResearchResult; sections: LessonSectionEntry[]; lesson: ChildLesson }) {
  const screens = useMemo(() => kidScreens(result), [result]);
  const quiz = useKidQuiz(result.quiz);
  const total = screens.length + (quiz.items.length ? 1 : 0);
  const [step, setStep] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const { read, stop } = useAudio();
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const clipOf = (index: number): Clip => (index < screens.length ? screenClip(screens[index]) : questionClip(quiz));
  const say = (clip: Clip) => read(clip.id, clip.text);
  const go = (index: number) => {
    setStep(index);
    setAnnouncement(`Screen ${index + 1} of ${total}: ${index < screens.length ? screens[index].title : 'Quiz time'}`);
    if (index < screens.length || !quiz.done) say(clipOf(index));
    else stop();
  };
  const nextQuestion = () => {
    const current = quiz.current + 1;
    quiz.next();
    setAnnouncement(`Question ${current + 1} of ${quiz.items.length}`);
    say(questionClip({ current, item: quiz.items[current] }));
  };

  // Read-aloud first; leaving kid mode (or the page) stops the reading.
  const readFirst = useEffectEvent(() => {
    if (mayAutoplay()) say(clipOf(0));
  });
  const stopReading = useEffectEvent(() => stop());
  useEffect(() => {
    readFirst();
    return () => stopReading();
  }, []);

  // A new screen or question: bring it into view, and give its title the focus if the pressed button went away.
  const place = `${step}:${quiz.current}`;
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    if ((root.current?.getBoundingClientRect().top ?? 0) < 0) root.current?.scrollIntoView?.({ block: 'start' });
  }, [place]);

  return (
    <div className="kid-lesson" id="kid-lesson" ref={root}>
      <h1 className="kid-lesson__title">{result.pageTitle}</h1>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">{announcement}</p>
      {step < screens.length
        ? <KidScreenStep key={screens[step].id} screen={screens[step]} headingRef={heading} />
        : <KidQuizStep quiz={quiz} headingRef={heading} onChoose={quiz.choose} onNext={nextQuestion} onAgain={() => go(0)} />}
      <nav className="kid-nav" aria-label="Lesson screens">
        {step > 0
          ? <button type="button" className="kid-nav__button kid-nav__button--back" onClick={() => go(step - 1)}><Icon name="arrowLeft" size={24} /> Back</button>
          : <span className="kid-nav__spacer" />}
        <p className="kid-nav__count">
          <span className="kid-nav__dots" aria-hidden="true">
            {Array.from({ length: total }, (_, index) => <span key={index} className={`kid-nav__dot${index === step ? ' kid-nav__dot--on' : ''}`} />)}
          </span>
          Screen {step + 1} of {total}
        </p>
        {step < total - 1
          ? <button type="button" className="kid-nav__button kid-nav__button--next" onClick={() => go(step + 1)}>Next <Icon name="arrowRight" size={24} /></button>
          : <span className="kid-nav__spacer" />}
      </nav>
      <ForGrownUps result={result} sections={sections} lesson={lesson} />
    </div>
  );
}
