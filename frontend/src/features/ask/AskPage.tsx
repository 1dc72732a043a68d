import {
  FREE_QUESTION_LIMIT, IMAGE_QUESTION_PREFIX, MESSAGES, TIMINGS, researchIdFromSlug, type AgeRange,
} from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout, useToast } from '../../components';
import { ApiError, errorMessage, postResearch, updateAskUser } from '../../lib/api';
import { config } from '../../lib/config';
import { getCookie, setCookie } from '../../lib/cookies';
import { readAgeRange, saveAgeRange } from './ageRange';
import { AskForm } from './AskForm';
import { AsksPanel } from './AsksPanel';
import { MarketingCards } from './MarketingCards';
import { ProgressOverlay } from './ProgressOverlay';
import { incrementQuestionCount } from './questionCount';
import { RegisterDialog, type RegisterReason } from './RegisterDialog';
import { UpgradeModal } from './UpgradeModal';
import { isBlocked, remainingQuestions, useLimits } from './useLimits';
import './ask.css';

interface Run {
  question: string;
  /** What was sent, for Try again. */
  text: string;
  image: File | null;
  slug: string | null;
  jobId: string | null;
  error: string | null;
}

/** Navigation state that auto-submits a question (e.g. a related query on a lesson page). */
function questionFromState(state: unknown): string | null {
  const question = (state as { question?: unknown } | null)?.question;
  return typeof question === 'string' && question.trim() ? question.trim() : null;
}

export default function AskPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const skip = searchParams.has('skip');

  const [userId, setUserId] = useState<string | undefined>(() => getCookie(config.userIdCookie) || undefined);
  const [question, setQuestion] = useState(() => questionFromState(location.state) ?? '');
  const [ageRange, setAgeRange] = useState<AgeRange>(() => readAgeRange());
  const [image, setImage] = useState<File | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [registerReason, setRegisterReason] = useState<RegisterReason | null>(() => (searchParams.has('register') ? 'reports' : null));
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const { limits, checked, refresh } = useLimits(userId, skip);

  const textarea = useRef<HTMLTextAreaElement>(null);
  const runRef = useRef<Run | null>(null);
  runRef.current = run;
  const registerOpen = useRef(false);
  registerOpen.current = registerReason !== null;
  /** Set when the lesson is ready while the save-your-discoveries dialog is still open: we go there once it closes. */
  const readySlug = useRef<string | null>(null);
  const registeredDuringRun = useRef<string | null>(null);
  const recheckTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const autoSubmitted = useRef(false);

  useEffect(() => () => clearTimeout(recheckTimer.current), []);
  useEffect(() => {
    document.title = `Ask ${config.productName}`;
  }, []);

  const goToLesson = useCallback((slug: string) => {
    navigate(`/ask/${encodeURIComponent(slug)}`, { state: { isNew: true } });
  }, [navigate]);

  const submit = useCallback(async (text: string, file: File | null) => {
    if (runRef.current && !runRef.current.error) return; // one question at a time
    const trimmed = text.trim();
    if (!trimmed && !file) return;
    if (isBlocked(limits)) {
      setUpgradeOpen(true);
      return;
    }
    const anonymous = !userId;
    if (anonymous) incrementQuestionCount();
    readySlug.current = null;
    registeredDuringRun.current = null;
    const started: Run = {
      question: trimmed || `${IMAGE_QUESTION_PREFIX}${file?.name ?? ''}`,
      text: trimmed,
      image: file,
      slug: null,
      jobId: null,
      error: null,
    };
    setRun(started);
    if (anonymous) setRegisterReason((reason) => reason ?? 'discoveries');

    const form = new FormData();
    form.set('question', trimmed);
    form.set('ageRange', ageRange);
    if (file) form.set('image', file, file.name);
    if (userId) form.set('userId', userId);
    try {
      const { slug, jobId } = await postResearch(form, skip);
      setRun((current) => (current === null ? current : { ...current, slug, jobId }));
      // Registered in the dialog while the question was on its way: the ask still belongs to the anonymous visitor.
      if (registeredDuringRun.current) {
        updateAskUser({ hashId: researchIdFromSlug(slug), userId: registeredDuringRun.current })
          .catch((error) => console.warn('Could not move the ask to the new account', error));
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setRun(null);
        setRegisterReason(null);
        setUpgradeOpen(true);
      } else {
        setRun((current) => (current === null ? current : { ...current, error: errorMessage(error, MESSAGES.researchFailed) }));
      }
    } finally {
      clearTimeout(recheckTimer.current);
      recheckTimer.current = setTimeout(() => void refresh(), TIMINGS.limitRecheckDelay);
    }
  }, [ageRange, limits, refresh, skip, userId]);

  // A question handed over in the navigation state is asked at once (after the first limit check).
  useEffect(() => {
    if (autoSubmitted.current || !checked) return;
    const handed = questionFromState(location.state);
    if (!handed) return;
    autoSubmitted.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void submit(handed, null);
  }, [checked, location.pathname, location.search, location.state, navigate, submit]);

  const onComplete = useCallback(() => {
    const slug = runRef.current?.slug;
    if (!slug) return;
    if (registerOpen.current) readySlug.current = slug;
    else goToLesson(slug);
  }, [goToLesson]);

  const closeRegister = () => {
    setRegisterReason(null);
    if (readySlug.current) goToLesson(readySlug.current);
  };

  const onRegistered = (newUserId: string) => {
    setCookie(config.userIdCookie, newUserId);
    setUserId(newUserId);
    toast.success(MESSAGES.registered);
    const slug = runRef.current?.slug;
    if (slug) {
      updateAskUser({ hashId: researchIdFromSlug(slug), userId: newUserId })
        .catch((error) => console.warn('Could not move the ask to the new account', error));
    } else if (runRef.current) {
      registeredDuringRun.current = newUserId;
    }
    closeRegister();
  };

  const remaining = remainingQuestions(limits);
  const limit = limits?.limit ?? FREE_QUESTION_LIMIT;
  const busy = run !== null && run.error === null;

  return (
    <PageLayout className="ask-page">
      <section className="ask-hero">
        <div className="container ask-hero__inner">
          <p className="eyebrow">Ask {config.productName}</p>
          <h1>What are you curious about today?</h1>
          <p className="ask-hero__lead">
            Type, speak or snap a photo of a question. We'll turn it into a mini-lesson made for your child's age,
            with pictures, activities and a quiz.
          </p>
          {remaining !== null && (
            <p className={`limit-badge${remaining === 0 ? ' limit-badge--empty' : ''}`} data-testid="limit-badge">
              {remaining} of {limit} free questions left
            </p>
          )}
          <div className="ask-card">
            <AskForm
              ref={textarea}
              question={question}
              onQuestionChange={setQuestion}
              ageRange={ageRange}
              onAgeRangeChange={(value) => {
                setAgeRange(value);
                saveAgeRange(value);
              }}
              image={image}
              onImageChange={setImage}
              busy={busy}
              onSubmit={() => void submit(question, image)}
            />
          </div>
        </div>
      </section>

      <div className="container ask-extras">
        <AsksPanel
          userId={userId}
          onPick={(example) => {
            setQuestion(example);
            textarea.current?.focus();
          }}
        />
        <MarketingCards />
      </div>

      {run && (
        <ProgressOverlay
          question={run.question}
          jobId={run.jobId}
          error={run.error}
          onComplete={onComplete}
          onFailed={(error) => setRun((current) => (current ? { ...current, error: error || MESSAGES.researchFailed } : current))}
          onRetry={() => {
            const last = runRef.current;
            setRun(null);
            runRef.current = null;
            if (last) void submit(last.text, last.image);
          }}
          onClose={() => setRun(null)}
        />
      )}

      <RegisterDialog
        open={registerReason !== null}
        reason={registerReason ?? 'reports'}
        onClose={closeRegister}
        onRegistered={onRegistered}
      />
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} limit={limit} />
    </PageLayout>
  );
}
