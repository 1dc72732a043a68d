import type { Readability } from '@wonderkin/shared';
import { Icon } from './Icon';
import './ReadingLevelBadge.css';

// The measured reading level of a lesson or a creation, for the grown-up (issue 10 §4). A disclosure: the badge
// says the grade and whether it fits the reader, in words (never by colour alone); opening it explains the formula.

/** The formula gives US school grades; below 1 (and below zero for very short words and sentences) means pre-school. */
export function gradeLabel(grade: number): string {
  return grade < 1 ? 'below grade 1' : `grade ${grade.toFixed(1)}`;
}

/** The lowest grade the formula can give: a target starting there has no minimum. */
const FORMULA_FLOOR = -3.4;

function verdict(readability: Readability, audience: string): string {
  if (readability.fits) return `fits ${audience}`;
  return readability.grade > readability.target.max ? `harder than usual for ${audience}` : `simpler than usual for ${audience}`;
}

function targetText({ min, max }: Readability['target']): string {
  return min <= FORMULA_FLOOR ? `up to grade ${max}` : `grade ${min} to ${max}`;
}

export interface ReadingLevelBadgeProps {
  /** Absent on lessons and creations made before it was measured: then nothing is shown. */
  readability?: Readability;
  /** Who it is written for, as the badge names them: "ages 6-8", "a parent guide". */
  audience: string;
  /** What was measured, for the explanation: "the quick answer, takeaways and sections", "the story". */
  measuredOn: string;
  className?: string;
}

export function ReadingLevelBadge({ readability, audience, measuredOn, className }: ReadingLevelBadgeProps) {
  if (!readability) return null;
  const summary = `Reading level: ${gradeLabel(readability.grade)} · ${verdict(readability, audience)}`;
  return (
    <details className={`reading-level${readability.fits ? '' : ' reading-level--off'}${className ? ` ${className}` : ''}`}>
      <summary className="reading-level__badge">
        <Icon name={readability.fits ? 'check' : 'bulb'} size={16} />
        <span>{summary}</span>
      </summary>
      <p className="reading-level__explain">
        Measured with the {readability.formula} formula ({readability.grade.toFixed(1)}) on {measuredOn}. Longer sentences
        and longer words give a higher US school grade. The target for {audience} is {targetText(readability.target)}.
      </p>
    </details>
  );
}
