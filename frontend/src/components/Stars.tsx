/** 1–5 star rating display: stars filled up to the rating, announced as "Rated N out of 5". */
export function Stars({ rating, max = 5, size = 18 }: { rating: number; max?: number; size?: number }) {
  const value = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-filled={index < value}>
          <path
            d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z"
            fill={index < value ? 'var(--color-star)' : 'var(--color-star-empty)'}
          />
        </svg>
      ))}
    </span>
  );
}
