import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LiveProgress, ProgressSteps } from '../../components/ProgressSteps';

export interface ProgressOverlayProps {
  question: string;
  /** Null while the question is being sent. */
  jobId: string | null;
  /** Set when sending or generating failed: the overlay shows it with Try again. */
  error: string | null;
  onComplete: () => void;
  onFailed: (error: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Full-screen overlay while a lesson is generated: the worker's real steps, paced; on failure the message and Try again. */
export function ProgressOverlay({ question, jobId, error, onComplete, onFailed, onRetry, onClose }: ProgressOverlayProps) {
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
          <LiveProgress key={jobId} jobId={jobId} onComplete={onComplete} onFailed={onFailed} />
        ) : (
          <ProgressSteps reached={0} completed={false} />
        )}
      </div>
    </div>
  );
}
