import type { ResearchResult } from '@wonderkin/shared';
import { type ChildLesson, MadeForLine } from '../childLesson';
import { KeepLesson } from '../KeepLesson';
import { LessonReadingLevel } from '../LessonReadingLevel';
import { ExternalLink } from '../parts';
import type { LessonSectionEntry } from '../sections';

/** The grown-up's parts of the full lesson that kid mode keeps for later: activities and things to talk about. */
const FOR_LATER = ['try-it', 'talk'];

/** Where the lesson's facts come from: its links (trusted bodies, CONTENT.md) and the sources of its safety rules. */
function sourcesOf(result: ResearchResult): { title: string; link: string }[] {
  return [
    ...result.externalLinks.map(({ title, link }) => ({ title, link })),
    ...(result.safetyRules ?? []).map((rule) => ({ title: `${rule.source.publisher}: ${rule.source.title}`, link: rule.source.url })),
  ];
}

/**
 * Kid mode's fold for the grown-up: what was asked, for whom, the reading level, the sources and the activities for
 * later (the whole lesson is one tap away on "Grown-up view"). Closed by default, so the child's screens stay short.
 */
export function ForGrownUps({ result, sections, lesson }: { result: ResearchResult; sections: LessonSectionEntry[]; lesson: ChildLesson }) {
  const sources = sourcesOf(result);
  return (
    <details className="kid-grown-ups">
      <summary className="kid-grown-ups__summary">For grown-ups</summary>
      <div className="kid-grown-ups__body">
        <p className="lesson-hero__question"><span className="muted">You asked: </span>{result.originalQuestion}</p>
        <MadeForLine lesson={lesson} result={result} />
        <LessonReadingLevel result={result} />
        {result.notice && <p className="lesson-notice" role="note">{result.notice}</p>}
        {sections.filter((entry) => FOR_LATER.includes(entry.id)).map((entry) => entry.node)}
        {sources.length > 0 && (
          <section className="lesson-section" aria-labelledby="kid-sources-title">
            <h2 id="kid-sources-title" className="lesson-section__title">Sources</h2>
            <ul className="link-list" role="list">
              {sources.map((source, index) => (
                <li key={index} className="link-list__item">
                  <ExternalLink href={source.link} className="link-list__title">{source.title}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <KeepLesson />
      </div>
    </details>
  );
}
