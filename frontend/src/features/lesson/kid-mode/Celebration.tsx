import { useEffect, useEffectEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { usePrefersReducedMotion } from '../../../lib/useViewportWidth';
import { useAudio } from '../audio';
import { SpokenText, useSpokenWord, type Clip } from './readAloud';
import { segmentStarts, spokenText } from './wordTiming';

const CONFETTI = 18;

export function celebrationLines(total: number, firstTry: number): [string, string] {
  const found = total === 1 ? 'You found the answer!' : `You found all ${total} answers!`;
  return ['Hooray! You did it!', firstTry > 0 ? `${found} ${firstTry} right on the first try.` : found];
}

function celebrationClip(total: number, firstTry: number): Clip {
  return { id: 'kid-celebration', text: spokenText(celebrationLines(total, firstTry)) };
}

/**
 * The end of the quiz: a big star and kind words, read aloud. Confetti falls only for those who have not asked their
 * system for less motion (and the stylesheet stills it too); the heading takes the focus so the news is heard.
 */
export function Celebration({ total, firstTry, onAgain }: { total: number; firstTry: number; onAgain: () => void }) {
  const reducedMotion = usePrefersReducedMotion();
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = celebrationLines(total, firstTry);
  const [, lineStart] = segmentStarts(lines);
  const clip = celebrationClip(total, firstTry);
  const word = useSpokenWord(clip);
  const { read } = useAudio();
  // It appears on the last right answer (a tap, so the browser lets it speak): the news is focused and said aloud.
  const arrive = useEffectEvent(() => {
    heading.current?.focus();
    read(clip.id, clip.text);
  });
  useEffect(() => arrive(), []);

  return (
    <section className="kid-celebration" aria-labelledby="kid-celebration-title" data-testid="kid-celebration">
      {!reducedMotion && (
        <div className="kid-celebration__confetti" aria-hidden="true">
          {Array.from({ length: CONFETTI }, (_, index) => <span key={index} className="kid-confetti" />)}
        </div>
      )}
      <Icon name="star" size={72} className="kid-celebration__star" />
      <h2 id="kid-celebration-title" ref={heading} tabIndex={-1} className="kid-celebration__title">
        <SpokenText text={lines[0]} current={word} />
      </h2>
      <p className="kid-celebration__line"><SpokenText text={lines[1]} first={lineStart} current={word} /></p>
      <div className="kid-celebration__actions">
        <button type="button" className="kid-nav__button" onClick={onAgain}>Read it again</button>
        <Link to="/ask" className="kid-nav__button kid-nav__button--next">Ask another question</Link>
      </div>
    </section>
  );
}
