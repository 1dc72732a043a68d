import { GENERAL_MODULE, type ChildProfile, type ResearchResult, type SupportNeed } from '@wonderkin/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { childName, useChildren } from '../../lib/children';
import { usePostProgressAnswer } from './api/post-progress-answer';
import { useAudio } from './audio';
import { mayAutoplay } from './autoplay';
import { QuizAnswerContext, useQuizAnswerListener, type QuizAnswerListener } from './quizAnswers';
import type { LessonSectionEntry } from './sections';
import './support.css';

/**
 * A lesson made for a child of the family (issue 11), seen by that family: quiz answers are recorded for the child,
 * a line says how the lesson was fitted, and the child's support needs change how it is shown. Anyone else sees the
 * lesson as it always was (the child's profile is only readable by its family: GET /api/children).
 */
export interface ChildLesson {
  /** The family's child the lesson was made for (or is opened for, ?for=), once known to be theirs. */
  child: ChildProfile | null;
  /** The lesson was made for someone else (a teacher's class lesson) and is opened for this child to answer at home. */
  openedFor: boolean;
  needs: readonly SupportNeed[];
  /** Classes for the lesson's root, one per support need that changes the page. */
  rootClass: string;
  onAnswer: QuizAnswerListener | null;
}

const NEED_CLASSES: Partial<Record<SupportNeed, string>> = {
  'dyslexia-friendly': 'lesson-page--dyslexia',
  'larger-text': 'lesson-page--larger-text',
  'short-chunks': 'lesson-page--short-chunks',
  'pre-reader': 'lesson-page--pre-reader',
  // 'english-learner' puts the words to know first (lessonSections); 'literal-language' is in how the lesson is written.
};

export function supportClasses(needs: readonly SupportNeed[]): string {
  return needs.map((need) => NEED_CLASSES[need]).filter(Boolean).map((name) => ` ${name}`).join('');
}

export function useChildLesson(result: ResearchResult): ChildLesson {
  // A lesson made for one of the family's children records for it; a class lesson opened from the child's card at home
  // (?for=<childId>) records for the child it was opened for, when that child is the family's.
  const [params] = useSearchParams();
  const wanted = result.childId ?? params.get('for') ?? undefined;
  const children = useChildren({ queryConfig: { enabled: Boolean(wanted) } });
  const child = (wanted && children.data?.find((entry) => entry.childId === wanted)) || null;
  const { mutate: record } = usePostProgressAnswer();
  const toast = useToast();
  const childId = child?.childId;
  const name = child ? childName(child) : '';
  const onAnswer = useMemo<QuizAnswerListener | null>(() => (childId
    ? (questionIndex, optionIndex) => record({ childId, hashId: result.id, questionIndex, optionIndex }, {
      onError: (failure) => toast.error(errorMessage(failure, `We could not save this answer for ${name}.`)),
    })
    : null), [childId, name, record, result.id, toast]);
  const needs = child?.supportNeeds ?? [];
  return { child, openedFor: Boolean(child) && !result.childId, needs, rootClass: supportClasses(needs), onAnswer };
}

/**
 * Gives the quiz the listener that records answers for the family's child; otherwise the one given around the lesson
 * (a class student's answers, composed in by the router), if any.
 */
export function ChildLessonProvider({ lesson, children }: { lesson: ChildLesson; children: ReactNode }) {
  const around = useQuizAnswerListener();
  return <QuizAnswerContext.Provider value={lesson.onAnswer ?? around}>{children}</QuizAnswerContext.Provider>;
}

/**
 * "Made for Maya · a step simpler in Science Explorers · examples about dinosaurs · next questions about space": each
 * part only as the server found it true of this lesson (fittedFor: the level written at, interests its text names).
 */
export function madeForText(child: ChildProfile, result: Pick<ResearchResult, 'fittedFor' | 'module'>): string {
  const module = result.module && result.module !== GENERAL_MODULE ? result.module : null;
  const level = result.fittedFor?.level;
  const parts = [`Made for ${childName(child)}`];
  if (level === 'simpler' || level === 'richer') parts.push(`a step ${level}${module ? ` in ${module}` : ''}`);
  else if (module) parts.push(module);
  const interests = result.fittedFor?.interests ?? [];
  if (interests.length) parts.push(`examples about ${interests.join(', ')}`);
  const next = result.fittedFor?.nextQuestionsAbout ?? [];
  if (next.length) parts.push(`next questions about ${next.join(', ')}`);
  return parts.join(' · ');
}

export function MadeForLine({ lesson, result }: { lesson: ChildLesson; result: ResearchResult }) {
  if (!lesson.child) return null;
  if (lesson.openedFor) return <p className="lesson-made-for">{`Answering as ${childName(lesson.child)}: the quiz counts for their class`}</p>;
  return <p className="lesson-made-for">{madeForText(lesson.child, result)}</p>;
}

/**
 * The lesson's sections as the child needs them: all at once, or one part at a time with "Next part" (short chunks),
 * read aloud as each part opens (pre-reader: on by default, a switch turns it off; it can be turned on for chunks).
 * Hidden parts stay mounted, so quiz marks and a playing clip survive moving between parts; the contents links
 * (#section) open the part they name.
 */
export function LessonSections({ sections, lesson }: { sections: LessonSectionEntry[]; lesson: ChildLesson }) {
  const chunked = lesson.needs.includes('short-chunks');
  const preReader = lesson.needs.includes('pre-reader');
  if (!chunked && !preReader) return <>{sections.map((entry) => entry.node)}</>;
  return <SupportedSections sections={sections} chunked={chunked} readAloudFirst={preReader} />;
}

function SupportedSections({ sections, chunked, readAloudFirst }: { sections: LessonSectionEntry[]; chunked: boolean; readAloudFirst: boolean }) {
  const [current, setCurrent] = useState(0);
  const [readAloud, setReadAloud] = useState(readAloudFirst);
  const { activeId, toggle } = useAudio();
  const [toRead, setToRead] = useState<string | null>(null);
  const readable = useCallback((index: number) => sections[index]?.audioText?.trim() ? sections[index] : null, [sections]);

  // Read a part once the clip before it has stopped (the audio plays one clip at a time).
  useEffect(() => {
    if (!toRead || activeId !== null) return;
    const entry = sections.find((item) => item.id === toRead);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the part is read once: the request is consumed as it starts the clip
    setToRead(null);
    if (entry?.audioText) toggle(entry.id, entry.audioText);
  }, [activeId, sections, toRead, toggle]);

  // A pre-reader's lesson starts reading its first part when the browser allows it (after a click on the site).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !readAloudFirst || !mayAutoplay()) return;
    started.current = true;
    const first = readable(0);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starting to read is an action taken once on arrival
    if (first) setToRead(first.id);
  }, [readAloudFirst, readable]);

  const open = useCallback((index: number, read: boolean) => {
    setCurrent(index);
    if (read) {
      if (activeId !== null) toggle(activeId, ''); // stop the clip still playing
      const entry = readable(index);
      setToRead(entry ? entry.id : null);
    }
  }, [activeId, readable, toggle]);

  // The contents and Jump-to-Section links (#id) open the part they name.
  useEffect(() => {
    if (!chunked) return undefined;
    const follow = () => {
      const index = sections.findIndex((entry) => `#${entry.id}` === window.location.hash);
      if (index >= 0) setCurrent(index);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [chunked, sections]);

  const moved = useRef(false);
  useEffect(() => {
    if (!chunked) return;
    if (!moved.current) {
      moved.current = true;
      return;
    }
    // The new part's heading takes the focus (and the screen scrolls to it), so reading goes on from there.
    const id = sections[current]?.id;
    const heading = id ? document.getElementById(`${id}-title`) : null;
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [chunked, current, sections]);

  const switchBar = (
    <div className="read-aloud-bar">
      <Button
        variant={readAloud ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={readAloud}
        onClick={() => setReadAloud((on) => !on)}
      >
        Read each part aloud
      </Button>
      {readAloud && readable(current) && (
        <Button variant="ghost" size="sm" onClick={() => open(current, true)}>
          {chunked ? 'Read this part to me' : `Read the ${sections[current]?.title ?? 'lesson'} to me`}
        </Button>
      )}
    </div>
  );

  if (!chunked) {
    return (
      <>
        {switchBar}
        {sections.map((entry) => entry.node)}
      </>
    );
  }

  const last = sections.length - 1;
  return (
    <>
      {switchBar}
      <div>
        {sections.map((entry, index) => (
          <div key={entry.id} hidden={index !== current}>{entry.node}</div>
        ))}
      </div>
      <nav className="lesson-parts" aria-label="Lesson parts">
        <Button variant="ghost" disabled={current === 0} onClick={() => open(current - 1, false)}>Previous part</Button>
        <p className="lesson-parts__count">Part {current + 1} of {sections.length}</p>
        {current < last
          ? <Button size="lg" onClick={() => open(current + 1, readAloud)}>Next part</Button>
          : <span className="lesson-parts__end">The end!</span>}
      </nav>
    </>
  );
}
