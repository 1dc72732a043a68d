import { MESSAGES, researchIdFromSlug, type ResearchResult } from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink, Card, Icon, LoadingBlock, PageLayout } from '../../components';
import { ApiError, errorMessage, getResearch } from '../../lib/api';
import { selectLesson } from '../../lib/analytics';
import { config } from '../../lib/config';
import { LiveProgress } from '../ask/ProgressSteps';
import { LessonView } from './LessonView';
import './lesson.css';

type View =
  | { state: 'loading' }
  | { state: 'pending'; jobId: string }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: ResearchResult };

function isNewResult(state: unknown): boolean {
  return Boolean((state as { isNew?: unknown } | null)?.isNew);
}

export default function LessonPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const id = researchIdFromSlug(slug);
  const [view, setView] = useState<View>({ state: 'loading' });
  const navigate = useNavigate();
  const [isNew] = useState(() => isNewResult(location.state));

  // "New" is for this visit only: a reload or a shared link opens the lesson as an existing one.
  useEffect(() => {
    if (isNewResult(location.state)) navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, navigate]);
  const tracked = useRef<string | null>(null);
  const current = useRef(0);

  /** `settling`: the job just completed; a lesson still reported pending is asked for again shortly. */
  const load = useCallback(async (settling = 0): Promise<void> => {
    const mine = ++current.current;
    if (!id) {
      setView({ state: 'error', message: MESSAGES.researchNotFound });
      return;
    }
    try {
      const answer = await getResearch(id);
      if (mine !== current.current) return;
      if (answer.kind === 'pending' && settling > 0) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (mine === current.current) return load(settling - 1);
        return;
      }
      if (answer.kind === 'pending') setView({ state: 'pending', jobId: answer.pending.jobId });
      else setView({ state: 'ready', result: answer.result });
    } catch (error) {
      if (mine !== current.current) return;
      const notFound = error instanceof ApiError && error.status === 404;
      setView({ state: 'error', message: notFound ? MESSAGES.researchNotFound : errorMessage(error, MESSAGES.researchNotFound) });
    }
  }, [id]);

  useEffect(() => {
    setView({ state: 'loading' });
    void load();
    return () => {
      current.current += 1;
    };
  }, [load]);

  useEffect(() => {
    if (view.state !== 'ready') return;
    document.title = `${view.result.pageTitle} | ${config.productName}`;
    if (tracked.current !== view.result.id) {
      tracked.current = view.result.id;
      selectLesson(view.result.pageTitle, view.result.ageRange);
    }
  }, [view]);

  if (view.state === 'ready') return <LessonView key={view.result.id} result={view.result} isNew={isNew} />;

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
              onComplete={() => void load(5)}
              onFailed={(error) => setView({ state: 'error', message: error || MESSAGES.researchFailed })}
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
