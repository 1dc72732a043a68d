import { Stars } from './Stars';

export interface TestimonialCardProps {
  quote: string;
  name: string;
  role: string;
  /** Stars out of 5 shown above the quote. */
  rating?: number;
  /** Initials shown in a round badge beside the name. */
  initials?: string;
  className?: string;
}

/** One parent's quote with their name and role, as a card (the landing carousel and /custombooks). */
export function TestimonialCard({ quote, name, role, rating, initials, className }: TestimonialCardProps) {
  return (
    <figure className={className ? `card testimonial ${className}` : 'card testimonial'}>
      {rating !== undefined ? <Stars rating={rating} /> : null}
      <blockquote className="testimonial__quote">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="testimonial__who">
        {initials ? (
          <span className="testimonial__avatar" aria-hidden="true">
            {initials}
          </span>
        ) : null}
        <span>
          <strong className="testimonial__name">{name}</strong>
          <span className="testimonial__role">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
