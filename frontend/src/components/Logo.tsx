import { Link } from '../lib/navigation';
import { config } from '../lib/config';

/** The product's mark: a friendly star-burst "spark of curiosity" plus the configured product name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="logo__mark">
      <circle cx="20" cy="20" r="19" fill="var(--color-primary)" />
      <path
        d="M20 7.5l3.2 7.6 8.1.7-6.2 5.3 1.9 8-7-4.3-7 4.3 1.9-8-6.2-5.3 8.1-.7z"
        fill="var(--color-sun)"
        stroke="var(--color-sun)"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="31" cy="9" r="3" fill="var(--color-coral)" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${config.productName} home`}>
      <LogoMark />
      <span className="logo__name">{config.productName}</span>
    </Link>
  );
}
