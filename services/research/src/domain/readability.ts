import type { AgeRange, LessonContent, Readability } from '@wonderkin/shared';
import { measureReadability, type ReadingAudience } from '@wonderkin/shared/content';

// A lesson's measured reading level (CONTENT.md: each band's own text, measured). What is measured is the text the
// reader reads first and most: the quick answer, the takeaways and the sections of the lesson as assembled for the
// band (a kid lesson built for 3-5 holds only the sections written for 3-5). Glossary, quiz and activities are short
// fragments that would skew the formula either way, so they are left out, as in the content tests.
// A parent guide is read by the grown-up whatever the child's age: its text is measured against the adult target
// (grade 12 at most), together with the guide's own prose (developmental context and the how-to of each approach).

/** The main text of a lesson, the part its reading level is measured on. */
export function lessonMainText(lesson: LessonContent): string[] {
  const text = [lesson.quickAnswer, ...lesson.quickOverview.keyTakeaways, ...lesson.exploreSections.map((s) => s.content)];
  if (lesson.mode === 'parent') {
    text.push(
      lesson.developmentalContext?.ageStage ?? '', lesson.developmentalContext?.brainBehavior ?? '',
      ...(lesson.evidenceBasedStrategies?.topApproaches ?? []).flatMap((a) => [a.rationale, a.howTo]),
    );
  }
  return text.filter((t) => t.trim() !== '');
}

/** Who reads the lesson: the child's band, or the parent for a parent guide. */
export const readerOf = (lesson: Pick<LessonContent, 'mode'>, ageRange: AgeRange): ReadingAudience => (lesson.mode === 'parent' ? 'parent' : ageRange);

/** The lesson's reading level against its reader's target; undefined when it has no text to measure. */
export function lessonReadability(lesson: LessonContent, ageRange: AgeRange): Readability | undefined {
  return measureReadability(lessonMainText(lesson), readerOf(lesson, ageRange));
}
