import { useId } from 'react';
import './LessonSoFar.css';

/** The parts of a lesson being written that the progress view shows (each checked: the socket is not trusted). */
export interface LessonPreview {
  pageTitle?: string;
  quickAnswer?: string;
  keyTakeaways: string[];
  sectionTitles: string[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter((t): t is string => t !== undefined) : []);

/** What of a streamed lesson (job:partial's `result`) can be shown yet; null when nothing can. */
export function lessonPreview(partial: Record<string, unknown> | undefined): LessonPreview | null {
  if (!partial) return null;
  const overview = partial.quickOverview as { keyTakeaways?: unknown } | undefined;
  const sections = Array.isArray(partial.exploreSections) ? partial.exploreSections as { title?: unknown }[] : [];
  const preview: LessonPreview = {
    pageTitle: text(partial.pageTitle),
    quickAnswer: text(partial.quickAnswer),
    keyTakeaways: texts(overview?.keyTakeaways),
    sectionTitles: texts(sections.map((section) => section?.title)),
  };
  return preview.quickAnswer ? preview : null;
}

/**
 * The lesson as far as it has been written, under the progress bar: the quick answer as soon as it exists (read out
 * once by screen readers), then the takeaways and the sections that are coming. The whole lesson opens when it is done.
 */
export function LessonSoFar({ partial }: { partial: Record<string, unknown> | undefined }) {
  const headingId = useId();
  const preview = lessonPreview(partial);
  if (!preview) return null;
  return (
    <section className="lesson-so-far" aria-labelledby={headingId} data-testid="lesson-so-far">
      <h3 id={headingId} className="lesson-so-far__heading">{preview.pageTitle ?? 'Quick answer'}</h3>
      <p className="lesson-so-far__answer" aria-live="polite">{preview.quickAnswer}</p>
      {preview.keyTakeaways.length > 0 && (
        <ul className="lesson-so-far__takeaways">
          {preview.keyTakeaways.map((takeaway) => <li key={takeaway}>{takeaway}</li>)}
        </ul>
      )}
      {preview.sectionTitles.length > 0 && (
        <p className="lesson-so-far__coming">
          <span className="lesson-so-far__label">Coming up: </span>
          {preview.sectionTitles.join(' · ')}
        </p>
      )}
    </section>
  );
}
