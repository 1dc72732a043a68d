import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink, Card, Icon, LoadingBlock, PageLayout } from '../../components';
import { selectLesson } from '../../lib/analytics';
import { config } from '../../lib/config';
import { LiveProgress } from '../../components/ProgressSteps';
import { LessonView } from './LessonView';
import { useLesson } from './useLesson';
import './lesson.css';

function isNewResult(state: unknown): boolean {
  return Boolean((state as { isNew?: unknown } | null)?.isNew);
}

export default function LessonPage() {
  const { slug = '' } = useParams();
  // Everything on the page belongs to one lesson: another slug starts afresh.
  return <Lesson key={slug} slug={slug} />;
}

function Lesson({ slug }: { slug: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { view, jobCompleted, jobFailed } = useLesson(slug);
  const [isNew] = useState(() => isNewResult(location.state));
  const tracked = useRef<string | null>(null);

  // "New" is for this visit only: a reload or a shared link opens the lesson as an existing one.
  useEffect(() => {
    if (isNewResult(location.state)) navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, navigate]);

  const result = view.state === 'ready' ? view.result : null;
  useEffect(() => {
    if (!result) return;
    document.title = `${result.pageTitle} | ${config.productName}`;
    if (tracked.current !== result.id) {
      tracked.current = result.id;
      selectLesson(result.pageTitle, result.ageRange);
    }
  }, [result]);

  if (result) return <LessonView key={result.id} result={result} isNew={isNew} />;

  return (
    <PageLayout className="lesson-status">
      <div className="container lesson-status__inner">
        {view.state === 'loading' && <LoadingBlock label="Loading your lesson…" />}
        {view.state === 'pending' && (
          <Card className="lesson-status__card" padding="lg">
            <h1 className="lesson-status__title">Your lesson is almost ready</h1>
            <p className="muted">We're still putting it together. It will open here by itself.</p>
            <LiveProgress
              key={view.jobId}
              jobId={view.jobId}
              from={view.progress}
              onComplete={jobCompleted}
              onFailed={jobFailed}
            />
          </Card>
        )}
        {view.state === 'error' && (
          <Card className="lesson-status__card" padding="lg" role="alert">
            <p className="lesson-status__art"><Icon name="search" size={56} /></p>
            <h1 className="lesson-status__title">Oops!</h1>
            <p>{view.message}</p>
            <ButtonLink to="/ask" size="lg">Go Back to Ask Page</ButtonLink>
          </Card>
        )}
      </div>
    </PageLayout>
  );
}
