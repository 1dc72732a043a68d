import { TIMINGS } from '@wonderkin/shared';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../../components';
import { usePrefersReducedMotion } from '../../lib/useViewportWidth';
import type { LessonSlide } from './content';
import { LessonArt } from './LessonArt';

/**
 * The /free carousel of lesson pictures (drawn by LessonArt): one slide at a time, loops, advances every
 * TIMINGS.carouselAdvance. Auto-advance pauses while the pointer or keyboard focus is inside, when the user presses
 * Pause, and never runs when the system asks for reduced motion.
 */
export function LessonCarousel({ slides, intervalMs = TIMINGS.carouselAdvance }: { slides: LessonSlide[]; intervalMs?: number }) {
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const viewportId = useId();

  const autoplay = count > 1 && !reducedMotion && !userPaused;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const slide = slides[index % count];

  return (
    <div
      className="lesson-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Lesson previews"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="lesson-carousel__viewport" id={viewportId} aria-live={running ? 'off' : 'polite'}>
        <figure
          key={slide.title}
          className="lesson-slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}: ${slide.title}`}
        >
          <LessonArt theme={slide.theme} className="lesson-slide__art" />
          <figcaption className="lesson-slide__caption">
            <span className="lesson-slide__title">{slide.title}</span>
            <span className="lesson-slide__ages">Ages {slide.ages}</span>
            <span className="lesson-slide__blurb">{slide.blurb}</span>
          </figcaption>
        </figure>
      </div>
      {count > 1 ? (
        <div className="lesson-carousel__controls">
          <button type="button" className="lesson-carousel__button" aria-controls={viewportId} aria-label="Previous lesson" onClick={() => go(-1)}>
            <Icon name="arrowLeft" />
          </button>
          <div className="lesson-carousel__dots">
            {slides.map((item, position) => (
              <button
                key={item.title}
                type="button"
                className="lesson-carousel__dot"
                aria-label={`Show lesson ${position + 1} of ${count}: ${item.title}`}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={viewportId}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <button type="button" className="lesson-carousel__button" aria-controls={viewportId} aria-label="Next lesson" onClick={() => go(1)}>
            <Icon name="arrowRight" />
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className="lesson-carousel__button"
              aria-label={userPaused ? 'Play lesson previews automatically' : 'Pause lesson previews'}
              aria-pressed={userPaused}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <Icon name={userPaused ? 'play' : 'pause'} size={18} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
