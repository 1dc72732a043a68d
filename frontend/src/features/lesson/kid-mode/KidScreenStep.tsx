import type { RefObject } from 'react';
import { LessonPicture } from '../sections';
import type { KidScreen } from './kidScreens';
import { ReadToMeButton, SpokenText, useSpokenWord, type Clip } from './readAloud';
import { segmentStarts, spokenText } from './wordTiming';

const SAFETY_FIRST = 'Safety first:';
const segmentsOf = (screen: KidScreen) => [screen.title, ...screen.safety.map((rule) => `${SAFETY_FIRST} ${rule}`), ...screen.paragraphs];

/** What a screen's clip reads: its title, the safety rules (first screen), then its text. */
export function screenClip(screen: KidScreen): Clip {
  return { id: screen.id, text: spokenText(segmentsOf(screen)) };
}

/** One short screen: its title, its picture, the big "Read to me" button, and the words lit up as they are read. */
export function KidScreenStep({ screen, headingRef }: { screen: KidScreen; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const word = useSpokenWord(screenClip(screen));
  const starts = segmentStarts(segmentsOf(screen));
  const safetyStart = 1;
  const textStart = 1 + screen.safety.length;
  return (
    <section className="kid-screen" aria-labelledby="kid-step-title">
      <h2 id="kid-step-title" ref={headingRef} tabIndex={-1} className="kid-screen__title">
        <SpokenText text={screen.title} current={word} />
      </h2>
      {screen.picture && <div className="kid-screen__picture"><LessonPicture image={screen.picture} /></div>}
      <ReadToMeButton clip={screenClip(screen)} />
      {screen.safety.map((rule, index) => (
        <p key={index} className="kid-screen__safety">
          <strong><SpokenText text={SAFETY_FIRST} first={starts[safetyStart + index]} current={word} /></strong>{' '}
          <SpokenText text={rule} first={starts[safetyStart + index] + 2} current={word} />
        </p>
      ))}
      {screen.paragraphs.map((paragraph, index) => (
        <p key={index} className="kid-screen__text"><SpokenText text={paragraph} first={starts[textStart + index]} current={word} /></p>
      ))}
    </section>
  );
}
