/** The hero's illustration: an open storybook with a planet, stars and a pencil (decorative). */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 420 360" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="wk-hero-page" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f6efe3" />
        </linearGradient>
      </defs>
      <circle cx="220" cy="180" r="160" fill="var(--color-sun-soft)" />
      <circle cx="338" cy="70" r="34" fill="var(--color-coral)" />
      <ellipse cx="338" cy="70" rx="56" ry="12" fill="none" stroke="var(--color-primary)" strokeWidth="6" transform="rotate(-18 338 70)" />
      <path d="M70 70l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="var(--color-sun)" />
      <path d="M360 200l5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" fill="var(--color-primary)" opacity="0.85" />
      <circle cx="110" cy="150" r="6" fill="var(--color-mint)" />
      <circle cx="300" cy="130" r="5" fill="var(--color-sky)" />
      <g transform="translate(70 170)">
        <path d="M140 40C100 18 45 14 0 26v150c45-12 100-8 140 14z" fill="url(#wk-hero-page)" stroke="var(--color-primary)" strokeWidth="6" strokeLinejoin="round" />
        <path d="M140 40c40-22 95-26 140-14v150c-45-12-100-8-140 14z" fill="url(#wk-hero-page)" stroke="var(--color-primary)" strokeWidth="6" strokeLinejoin="round" />
        <path d="M140 40v150" stroke="var(--color-primary)" strokeWidth="6" />
        <path d="M26 62c30-8 64-6 92 6M26 92c30-8 64-6 92 6M26 122c30-8 64-6 92 6" stroke="var(--color-border-strong)" strokeWidth="6" strokeLinecap="round" />
        <circle cx="212" cy="92" r="30" fill="var(--color-mint-soft)" stroke="var(--color-mint)" strokeWidth="5" />
        <path d="M196 96c8-14 24-14 32 0" stroke="var(--color-mint)" strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d="M170 150c24-6 56-6 86 4" stroke="var(--color-border-strong)" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g transform="rotate(35 330 300)">
        <rect x="300" y="250" width="22" height="110" rx="4" fill="var(--color-sun)" stroke="var(--color-on-sun)" strokeWidth="4" />
        <path d="M300 360l11 26 11-26z" fill="#f4d8b0" stroke="var(--color-on-sun)" strokeWidth="4" strokeLinejoin="round" />
        <rect x="300" y="240" width="22" height="14" rx="4" fill="var(--color-coral)" stroke="var(--color-on-sun)" strokeWidth="4" />
      </g>
    </svg>
  );
}
