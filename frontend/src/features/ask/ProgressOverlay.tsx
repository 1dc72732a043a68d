import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LessonSoFar } from '../../components/LessonSoFar';
import { ProgressSteps } from '../../components/ProgressSteps';
import type { JobWatchState } from '../../lib/socket';

export interface ProgressOverlayProps {
  question: string;
  /** Null while the question is being sent. */
  jobId: string | null;
  /** The job's live state (useAskRun watches it): progress, what is being written, the lesson so far. */
  job: JobWatchState;
  /** Set when sending or generating failed: the overlay shows it with Try again. */
  error: string | null;
  onComplete: () => void;
  onFailed: (error: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Below the first stage (20) a streamed lesson is being written: the worker says which part. */
const WRITING_BELOW = 20;

/** The job's paced steps, what is being written, and the lesson so far; reports the job's end once. */
function JobProgress({ job, onComplete, onFailed }: Pick<ProgressOverlayProps, 'job' | 'onComplete' | 'onFailed'>) {
  const fail = useEffectEvent((error: string) => onFailed(error));
  useEffect(() => {
    if (job.status === 'failed') fail(job.error ?? '');
  }, [job.status, job.error]);
  const writing = job.progress < WRITING_BELOW && job.stage === 'researching' && job.message ? job.message : null;
  return (
    <>
      <ProgressSteps reached={job.progress} completed={job.status === 'completed'} onFinished={onComplete} />
      {writing && <p className="progress-overlay__writing" data-testid="writing-step">{writing}</p>}
      <LessonSoFar partial={job.partial} />
    </>
  );
}

/**
 * Full-screen overlay while a lesson is generated: the worker's real steps, paced; while a provider streams the
 * lesson, the part it is writing and the quick answer (and what else is written) as soon as they exist; on failure
 * the message and Try again.
 */
export function ProgressOverlay({ question, jobId, job, error, onComplete, onFailed, onRetry, onClose }: ProgressOverlayProps) {
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  useEffect(() => {
    if (error) retryRef.current?.focus();
  }, [error]);

  return (
    <div className="progress-overlay">
      <div
        ref={panelRef}
        className="progress-overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && error) onClose();
        }}
      >
        <div className="progress-overlay__art"><Icon name={error ? 'bulb' : 'search'} size={48} /></div>
        <h2 id={titleId} className="progress-overlay__title">
          {error ? 'Oops! We hit a snag' : 'Creating your lesson…'}
        </h2>
        <p className="progress-overlay__question">“{question}”</p>
        {error ? (
          <div className="progress-overlay__error">
            <p role="alert" className="progress-overlay__error-text">{error}</p>
            <div className="progress-overlay__actions">
              <Button ref={retryRef} onClick={onRetry}>Try again</Button>
              <Button variant="ghost" onClick={onClose}>Close</Button>
            </div>
          </div>
        ) : jobId ? (
          <JobProgress key={jobId} job={job} onComplete={onComplete} onFailed={onFailed} />
        ) : (
          <ProgressSteps reached={0} completed={false} />
        )}
      </div>
    </div>
  );
}
