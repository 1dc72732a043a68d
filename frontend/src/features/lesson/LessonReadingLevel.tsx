import type { ResearchResult } from '@wonderkin/shared';
import { ReadingLevelBadge } from '../../components/ReadingLevelBadge';

export const ageLabel = (age: string) => `Ages ${age}`;

/** The lesson's measured reading level, for the grown-up: in the page header, or in kid mode's "For grown-ups" fold. */
export function LessonReadingLevel({ result }: { result: ResearchResult }) {
  if (result.safety === 'redirected') return null;
  const parent = result.mode === 'parent';
  return (
    <ReadingLevelBadge
      readability={result.readability}
      audience={parent ? 'a parent guide' : ageLabel(result.ageRange).toLowerCase()}
      measuredOn={parent ? "the guide's answer, takeaways, sections and strategies" : 'the quick answer, takeaways and sections'}
    />
  );
}
