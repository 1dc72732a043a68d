import { IMAGE_QUESTION_PREFIX, MESSAGES, ResearchJobResultSchema, researchIdFromSlug, type AgeRange } from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { config } from '../../lib/config';
import { getCookie, setCookie } from '../../lib/cookies';
import { useSignedIn } from '../../lib/session';
import { useJobWatch } from '../../lib/socket';
import { usePostResearch } from './api/post-research';
import { useUpdateAskUser } from './api/update-ask-user';
import { decrementQuestionCount, incrementQuestionCount } from './questionCount';
import type { RegisterReason } from './RegisterDialog';
import { useLimits } from './useLimits';

/** The question being turned into a lesson, as the progress overlay shows it. */
export interface AskRun {
  question: string;
  /** Null while the question is being sent. */
  jobId: string | null;
  /** Sending or generating failed: the overlay shows this with Try again. */
  error: string | null;
}

/** Navigation state that auto-submits a question (e.g. a related query on a lesson page). */
/** The toast after a sign-in link went out from the ask page. */
export const linkSentToast = (email: string) =>
  `${MESSAGES.signInLinkSent} We sent a one-time link to ${email}: open it in this browser and your lessons join your account.`;

export function questionFromState(state: unknown): string | null {
  const question = (state as { question?: unknown } | null)?.question;
  return typeof question === 'string' && question.trim() ? question.trim() : null;
}

/** How the question's job ended (null: still running, or not started). */
type JobEnd = { completed: true } | { failed: string } | null;

/**
 * The ask page's logic: the free limit, one question at a time (POST /api/research, then its job followed live by the
 * overlay), the save-your-reports (?register) and upgrade dialogs, and the way to the new lesson.
 * - Every question is sent, even at the limit: the server answers an emergency whatever the limit, and refuses
 *   anything else with 403, which opens the upgrade dialog.
 * - An anonymous question the server accepted counts in the question-count cookie, and is taken off again when its
 *   answer was free (the exploration page, an urgent safety answer: the job's result says so); the lesson opens the moment the job is done, whatever
 *   dialog is open (saving is offered on the lesson page). Signing in during the run moves the ask to the account as
 *   soon as its slug is known.
 * - Limits are checked again a second after each question was sent.
 * - A question handed over in the navigation state is asked once the first limit check answered.
 * - The question's job is watched here (one job:watch per job): its progress, and while a provider streams the
 *   lesson, the part written so far (job:partial), which the progress view shows before the lesson is done.
 */
export function useAskRun({ ageRange, childId }: { ageRange: AgeRange; childId?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const skip = searchParams.has('skip');

  const [userId, setUserId] = useState<string | undefined>(() => getCookie(config.userIdCookie) || undefined);
  const [registerReason, setRegisterReason] = useState<RegisterReason | null>(() => (searchParams.has('register') ? 'reports' : null));
  // A signed-in parent has nothing to save their reports to: ?register (a Sign Up link) never opens the dialog for them.
  const signedIn = useSignedIn();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [jobEnd, setJobEnd] = useState<JobEnd>(null);
  const { limits, checked, recheckSoon } = useLimits(userId, skip);
  const research = usePostResearch();
  const moveAsk = useUpdateAskUser();

  // The run is the research mutation: its variables say what was asked, its answer the job, its error what failed.
  const sent = research.variables;
  const slug = research.data?.slug ?? null;
  const run: AskRun | null = sent
    ? {
      question: sent.question || `${IMAGE_QUESTION_PREFIX}${sent.image?.name ?? ''}`,
      jobId: research.data?.jobId ?? null,
      error: jobEnd && 'failed' in jobEnd
        ? jobEnd.failed
        : research.error ? errorMessage(research.error, MESSAGES.researchFailed) : null,
    }
    : null;
  const busy = run !== null && run.error === null;
  const job = useJobWatch(run?.jobId ?? null);
  const { mutate: sendQuestion, reset: resetRun } = research;

  const submit = useCallback((text: string, image: File | null) => {
    if (busy) return; // one question at a time
    const question = text.trim();
    if (!question && !image) return;
    const anonymous = !userId;
    // Saving is offered on the lesson page, after the lesson, never as a dialog in front of it (issue 19).
    setJobEnd(null);
    sendQuestion({ question, ageRange, image, userId, skip, childId }, {
      onSuccess: () => {
        if (anonymous) incrementQuestionCount();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          resetRun();
          setRegisterReason(null);
          setUpgradeOpen(true);
        }
      },
      onSettled: recheckSoon,
    });
  }, [ageRange, busy, childId, recheckSoon, resetRun, sendQuestion, skip, userId]);

  // A free answer (the exploration page, an urgent safety answer) gives the anonymous question back, once per job.
  const givenBack = useRef<string | null>(null);
  const finished = ResearchJobResultSchema.safeParse(job.result);
  const freeJob = job.status === 'completed' && finished.success && finished.data.free === true ? run?.jobId ?? null : null;
  useEffect(() => {
    if (!freeJob || givenBack.current === freeJob || userId) return;
    givenBack.current = freeJob;
    decrementQuestionCount();
    recheckSoon();
  }, [freeJob, recheckSoon, userId]);

  // A question handed over in the navigation state is asked at once (after the first limit check).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !checked) return;
    const handed = questionFromState(location.state);
    if (!handed) return;
    autoSubmitted.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- asking the handed-over question is an action taken once on arrival (it sends a request), not state derived from props
    submit(handed, null);
  }, [checked, location.pathname, location.search, location.state, navigate, submit]);

  // The lesson is ready: open it at once, whatever else is on the page (a lesson is never held back, issue 19).
  const completed = jobEnd !== null && 'completed' in jobEnd;
  useEffect(() => {
    if (completed && slug) navigate(`/ask/${encodeURIComponent(slug)}`, { state: { isNew: true } });
  }, [completed, slug, navigate]);

  // Asked anonymously, registered since: the ask moves to the new account once its slug is known.
  const askedAnonymously = sent !== undefined && !sent.userId;
  const { mutate: moveToAccount } = moveAsk;
  useEffect(() => {
    if (slug && askedAnonymously && userId) moveToAccount({ hashId: researchIdFromSlug(slug), userId });
  }, [slug, askedAnonymously, userId, moveToAccount]);

  // A link went to the address: the dialog steps aside (the lesson opens when ready), and the toast says what to do.
  // Used in this browser, the link moves what it asked to the account (the server's visitor.signed-in).
  const onLinkSent = (email: string) => {
    setRegisterReason(null);
    toast.info(linkSentToast(email), { duration: 15_000 });
  };

  const onRegistered = (newUserId: string) => {
    setCookie(config.userIdCookie, newUserId);
    setUserId(newUserId);
    toast.success(MESSAGES.registered);
    setRegisterReason(null);
  };

  return {
    userId,
    limits,
    run,
    /** The live state of the run's job: progress, stage, message and the lesson written so far (`partial`). */
    job,
    busy,
    submit,
    /** The job completed and its last step was shown. */
    complete: () => setJobEnd({ completed: true }),
    fail: (error: string) => setJobEnd({ failed: error || MESSAGES.researchFailed }),
    retry: () => {
      if (!sent) return;
      resetRun();
      setJobEnd(null);
      submit(sent.question, sent.image);
    },
    close: () => {
      resetRun();
      setJobEnd(null);
    },
    register: { reason: signedIn ? null : registerReason, close: () => setRegisterReason(null), onRegistered, onLinkSent },
    upgrade: { open: upgradeOpen, close: () => setUpgradeOpen(false) },
  };
}
