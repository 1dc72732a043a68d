import { useFeedbackSummary } from '../lib/shared-queries';
import { Stars } from './Stars';

/** Below this many ratings an average says little about the product, so nothing is shown. */
export const MIN_RATINGS_SHOWN = 5;

/**
 * How families rated their lessons and creations, as counted by the feedback service (issue 19: real ratings, not
 * testimonials nobody wrote). Shows nothing until there are enough ratings to mean something, or when the figure
 * cannot be read.
 */
export function RatingsSummary({ id = 'ratings', audience = 'Families' }: { id?: string; audience?: string }) {
  const summary = useFeedbackSummary();
  if (!summary || summary.average === null || summary.ratings < MIN_RATINGS_SHOWN) return null;
  const average = summary.average.toFixed(1);
  return (
    <section className="section ratings-summary" id={id} aria-labelledby={`${id}-title`}>
      <div className="container ratings-summary__inner">
        <h2 id={`${id}-title`} className="ratings-summary__title">How families rate us</h2>
        <Stars rating={Math.round(summary.average)} />
        <p className="ratings-summary__figure">
          {audience} gave their lessons and creations <strong>{average} out of 5</strong> on average, over{' '}
          <strong>{summary.ratings.toLocaleString('en-US')}</strong> ratings.
        </p>
        <p className="ratings-summary__how muted">Every rating left on a lesson or a creation is counted; none are chosen.</p>
      </div>
    </section>
  );
}
