import type { ReviewGrade } from '@wonderkin/shared';

// A small face on each review grade button, drawn in SVG like the shared icons (no emoji: not every machine has a
// colour emoji font). Decorative: the button's words say the grade.

const MOUTHS: Record<ReviewGrade, string> = {
  again: 'M8 16.5c1.2-1.4 2.5-2 4-2s2.8.6 4 2',
  hard: 'M8.5 15.5h7',
  good: 'M8 14c1.2 1.5 2.5 2.2 4 2.2s2.8-.7 4-2.2',
  easy: 'M7.5 13.5h9a4.5 4.5 0 01-9 0z',
};

export function GradeFace({ grade }: { grade: ReviewGrade }) {
  return (
    <svg className="review-grade__face" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
      <path d={MOUTHS[grade]} />
    </svg>
  );
}
