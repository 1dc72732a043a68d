import { TIMINGS } from '@wonderkin/shared';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../../components/Icon';
import { TestimonialCard } from '../../components/TestimonialCard';
import type { Testimonial } from '../../components/testimonials';
import { usePrefersReducedMotion, useViewportWidth } from '../../lib/useViewportWidth';

/** How many testimonials fit side by side: 1 on phones, 2 on tablets, 3 on wide screens. */
export function perViewForWidth(width: number): 1 | 2 | 3 {
  if (width < 720) return 1;
  if (width < 1024) return 2;
  return 3;
}

/** The indexes shown from `start`, wrapping around the end (the carousel loops). */
export function visibleIndexes(start: number, perView: number, count: number): number[] {
  const shown = Math.min(perView, count);
  return Array.from({ length: shown }, (_, offset) => (start + offset) % count);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && word.toLowerCase() !== 'and')
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/**
 * Testimonials carousel (spec §2): 1, 2 or 3 per view by width, loops, advances every TIMINGS.carouselAdvance.
 * Auto-advance pauses while the pointer or keyboard focus is inside, when the user presses Pause, and never
 * runs when the system asks for reduced motion.
 */
export function TestimonialsCarousel({ items, intervalMs = TIMINGS.carouselAdvance }: { items: Testimonial[]; intervalMs?: number }) {
  const count = items.length;
  const perView = perViewForWidth(useViewportWidth());
  const reducedMotion = usePrefersReducedMotion();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const regionId = useId();

  const canMove = count > perView;
  const autoplay = canMove && !reducedMotion && !userPaused;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setStart((index) => (index + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  const go = (delta: number) => setStart((index) => (index + delta + count) % count);
  const shown = visibleIndexes(start, perView, count);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" id={regionId} aria-live={running ? 'off' : 'polite'}>
        <div className="card-grid carousel__track" style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
          {shown.map((index) => {
            const item = items[index];
            return (
              <div key={index} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
                <TestimonialCard quote={item.quote} name={item.name} role={item.role} rating={item.rating} initials={initials(item.name)} />
              </div>
            );
          })}
        </div>
      </div>
      {canMove ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-controls={regionId} aria-label="Previous testimonial" onClick={() => go(-1)}>
            <Icon name="arrowLeft" />
          </button>
          <div className="carousel__dots">
            {items.map((item, index) => (
              <button
                key={item.name}
                type="button"
                className="carousel__dot"
                aria-label={`Show testimonial ${index + 1} of ${count}`}
                aria-current={index === start ? 'true' : undefined}
                aria-controls={regionId}
                onClick={() => setStart(index)}
              />
            ))}
          </div>
          <button type="button" className="carousel__button" aria-controls={regionId} aria-label="Next testimonial" onClick={() => go(1)}>
            <Icon name="arrowRight" />
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className="carousel__button carousel__button--pause"
              aria-label={userPaused ? 'Play testimonials automatically' : 'Pause testimonials'}
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
