import { RESEARCH_STAGES, TIMINGS } from '@wonderkin/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useJobWatch } from '../lib/socket';
import { LessonSoFar } from './LessonSoFar';
import { usePacedProgress } from './usePacedProgress';

export interface ProgressStepsProps {
  /** Highest progress the worker has reported. */
  reached: number;
  /** The job ended well: once the last step has had its time on screen, onFinished runs (once). */
  completed: boolean;
  onFinished?: () => void;
  minimumMs?: number;
}

/** The paced progress bar and step list (spec §4: 20/40/60/80/100, at least 500 ms each, never ahead of the worker). */
export function ProgressSteps({ reached, completed, onFinished, minimumMs = TIMINGS.progressStepMinimum }: ProgressStepsProps) {
  const { step, finished } = usePacedProgress(completed ? 100 : reached, minimumMs);
  // The latest onFinished, without re-running the effect when the parent passes a new function.
  const finish = useEffectEvent(() => onFinished?.());
  const done = useRef(false);

  useEffect(() => {
    if (completed && finished && !done.current) {
      done.current = true;
      finish();
    }
  }, [completed, finished]);

  const value = step?.progress ?? 0;
  return (
    <div className="progress" data-testid="research-progress" data-progress={value}>
      <div
        className="progress__bar"
        role="progressbar"
        aria-label="Lesson progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={step ? `${value}%: ${step.message}` : 'Getting started'}
      >
        <div className="progress__fill" style={{ width: `${Math.max(value, 4)}%` }} />
      </div>
      <p className="progress__message" aria-live="polite">
        <span className="progress__percent">{value}%</span> {step ? step.message : 'Getting started…'}
      </p>
      <ol className="progress__steps">
        {RESEARCH_STAGES.map((stage) => {
          const state = value >= stage.progress ? (value === stage.progress ? 'current' : 'done') : 'todo';
          return (
            <li key={stage.stage} className={`progress__step progress__step--${state}`} data-state={state}>
              <span className="progress__dot" aria-hidden="true">{state === 'done' ? '✓' : ''}</span>
              <span>{stage.message}</span>
              <span className="visually-hidden">{state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ''}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export interface LiveProgressProps {
  jobId: string;
  /** The job completed and its last step was shown. */
  onComplete: (result: unknown) => void;
  /** The job failed (the worker's error text, possibly empty). */
  onFailed: (error: string) => void;
  /** Progress already known before the socket says more (a pending lesson's answer): the bar starts there. */
  from?: number;
}

/** Follows a job's real progress over Socket.IO and shows it paced. */
export function LiveProgress({ jobId, onComplete, onFailed, from = 0 }: LiveProgressProps) {
  const job = useJobWatch(jobId);
  const fail = useEffectEvent((error: string) => onFailed(error));

  useEffect(() => {
    if (job.status === 'failed') fail(job.error ?? '');
  }, [job.status, job.error]);

  return (
    <>
      <ProgressSteps reached={Math.max(from, job.progress)} completed={job.status === 'completed'} onFinished={() => onComplete(job.result)} />
      {/* A lesson a provider is streaming: the part written so far (a late visitor gets it in the watch ack). */}
      <LessonSoFar partial={job.partial} />
    </>
  );
}
