import { type ResearchResult } from '@wonderkin/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink, FeedbackWidget, Icon } from '../../components';
import { AudioProvider } from './audio';
import { ChildLessonProvider, LessonSections, MadeForLine, useChildLesson } from './childLesson';
import { KeepLesson } from './KeepLesson';
import { LessonHeader } from './LessonHeader';
import { KidLesson } from './kid-mode/KidLesson';
import { useLessonView } from './kid-mode/lessonViewChoice';
import { LessonViewSwitch } from './kid-mode/LessonViewSwitch';
import { ageLabel, LessonReadingLevel } from './LessonReadingLevel';
import { Paragraphs } from './parts';
import { CallNow, SafetyRules } from './SafetyFirst';
import { lessonSections } from './sections';

/** The lesson itself: sticky header, contents (sidebar when wide, Jump-to-Section grid when small), sections, then feedback. */
/**
 * `place`: 'class-device' is a lesson a student opened on a shared classroom device (issue 22 §2): it keeps them in the
 * lesson: no header links (ask, share, sign up), no feedback, no keeping, no links to other sites, shops or questions.
 */
export function LessonView({ result, isNew, place = 'page' }: { result: ResearchResult; isNew: boolean; place?: 'page' | 'class-device' }) {
  const onDevice = place === 'class-device';
  const navigate = useNavigate();
  const path = `/ask/${result.slug}`;
  const redirected = result.safety === 'redirected';
  // Made for a child of this family (issue 11): answers recorded, support needs shown, a "Made for" line.
  const childLesson = useChildLesson(result);
  const wordsFirst = childLesson.needs.includes('english-learner');
  const sections = useMemo(
    () => (redirected ? [] : lessonSections(result, (question) => navigate('/ask', { state: { question } }), { wordsFirst, classDevice: onDevice })),
    [navigate, onDevice, redirected, result, wordsFirst],
  );
  // Kid mode (issue 19): short read-aloud screens for a young child; the full page is the grown-up view.
  const view = useLessonView(result);
  const kid = view.kidMode;

  return (
    <AudioProvider>
      <ChildLessonProvider lesson={childLesson}>
      <div className={`lesson-page${result.mode === 'parent' ? ' lesson-page--parent' : ''}${kid ? ' lesson-page--kid' : ''}${childLesson.rootClass}`}>
        {!onDevice && <LessonHeader path={path} />}
        <div className={`container lesson-layout${kid ? ' lesson-layout--kid' : ''}`}>
          {!kid && sections.length > 1 && (
            <aside className="lesson-sidebar">
              <nav aria-label="Contents" className="lesson-toc">
                <h2 className="lesson-toc__title">Contents</h2>
                <ol className="lesson-toc__list">
                  {sections.map((entry) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`} className="lesson-toc__link">
                        <Icon name={entry.icon} size={16} /> {entry.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </aside>
          )}
          <main id="main" className="lesson-main">
            {view.available && <LessonViewSwitch kidMode={kid} onChoose={view.choose} />}
            {kid ? (
              <>
                <KidLesson result={result} sections={sections} lesson={childLesson} />
                {!onDevice && <div className="kid-feedback"><FeedbackWidget hashId={result.id} isNew={isNew} variant="inline" /></div>}
              </>
            ) : (<>
            {result.callNow && <CallNow callNow={result.callNow} />}
            <div className="lesson-hero">
              <p className="lesson-hero__meta">
                <span className="lesson-tag">{ageLabel(result.ageRange)}</span>
                {result.mode === 'parent' && <span className="lesson-tag lesson-tag--parent">For parents</span>}
              </p>
              <h1 className="lesson-hero__title">{result.pageTitle}</h1>
              <p className="lesson-hero__question">
                <span className="muted">You asked: </span>{result.originalQuestion}
              </p>
              <MadeForLine lesson={childLesson} result={result} />
              <LessonReadingLevel result={result} />
              {result.notice && <p className="lesson-notice" role="note"><Icon name="bulb" size={20} /> {result.notice}</p>}
            </div>
            {result.safetyRules && result.safetyRules.length > 0 && <SafetyRules rules={result.safetyRules} />}

            {redirected ? (
              <div className="lesson-section lesson-safety">
                <Paragraphs text={result.quickAnswer} className="lesson-lead" />
              </div>
            ) : (
              <>
                {sections.length > 1 && (
                  <nav aria-label="Jump to section" className="jump-grid">
                    <h2 className="jump-grid__title">Jump to Section</h2>
                    <ul className="jump-grid__list" role="list">
                      {sections.map((entry) => (
                        <li key={entry.id}>
                          <a href={`#${entry.id}`} className="jump-grid__link">
                            <Icon name={entry.icon} size={20} />
                            <span>{entry.title}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                <LessonSections sections={sections} lesson={childLesson} />
                {/* After the quiz, in the page flow: a prompt floating over the text hid it on phones (issue 19). */}
                {!onDevice && <div className="lesson-feedback"><FeedbackWidget hashId={result.id} isNew={isNew} variant="inline" /></div>}
              </>
            )}

            {!redirected && !onDevice && <KeepLesson />}
            {!onDevice && (
              <div className="lesson-cta">
                <h2>Curious about something else?</h2>
                <p>Every question can become a lesson.</p>
                <ButtonLink to="/ask" size="lg">Ask your own question</ButtonLink>
                <p className="lesson-cta__home"><Link to="/">Back to home</Link></p>
              </div>
            )}
            </>)}
          </main>
        </div>
      </div>
      </ChildLessonProvider>
    </AudioProvider>
  );
}
