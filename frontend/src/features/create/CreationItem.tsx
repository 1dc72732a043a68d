import { CREATION_OUTPUT_LABELS, CREATION_STAGES, type Creation } from '@wonderkin/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../components';
import { useJobWatch } from '../../lib/socket';

const STAGE_MESSAGES: Record<string, string> = Object.fromEntries(CREATION_STAGES.map((s) => [s.stage, s.message]));

interface CreationItemProps {
  creation: Creation;
  onOpen: (creation: Creation) => void;
  onRetry: (creation: Creation) => void;
  /** The creation's job ended (completed or failed): the page reloads it from the server. */
  onSettled: (creation: Creation) => void;
  retrying: boolean;
}

/** One entry of Recent Creations; a processing one follows its job live over Socket.IO. */
export function CreationItem({ creation, onOpen, onRetry, onSettled, retrying }: CreationItemProps) {
  const live = useJobWatch(creation.status === 'processing' ? creation.jobId : null);
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    if ((live.status === 'completed' || live.status === 'failed') && settledFor.current !== creation.jobId) {
      settledFor.current = creation.jobId;
      onSettled(creation);
    }
  }, [live.status, creation, onSettled]);

  const progress = creation.status === 'processing' ? Math.max(live.progress, creation.progress) : creation.progress;
  const stageText = live.message || STAGE_MESSAGES[live.stage || creation.stage || 'queued'] || 'Working on it…';
  const outputs = creation.outputs.map((o) => CREATION_OUTPUT_LABELS[o]).join(' · ');
  const created = new Date(creation.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li className={`creation creation--${creation.status}`}>
      <div className="creation__main">
        <h3 className="creation__title">{creation.title}</h3>
        <p className="creation__meta">{outputs}</p>
        <p className="creation__meta">
          {creation.mode === 'custom' && creation.customOptions
            ? `Custom · ages ${creation.ageBand ?? creation.customOptions.ageBand} · ${creation.customOptions.tone} · ${creation.customOptions.learningFocus} · `
            : `Quick · ${creation.ageBand ? `ages ${creation.ageBand} · ` : ''}`}
          <time dateTime={creation.createdAt}>{created}</time>
        </p>
        {creation.status === 'processing' && (
          <div className="creation__progress">
            <div
              className="progress-bar"
              role="progressbar"
              aria-label={`Progress of ${creation.title}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
            >
              <div className="progress-bar__fill" style={{ width: `${progress}%` }} />
            </div>
            <p className="creation__stage" aria-live="polite">{stageText}</p>
          </div>
        )}
        {creation.status === 'failed' && (
          <p className="creation__error" role="note">{creation.error ?? 'This creation could not be finished.'}</p>
        )}
      </div>
      <div className="creation__actions">
        {creation.status === 'processing' && <span className="badge badge--info">Processing</span>}
        {creation.status === 'ready' && (
          <Button variant="secondary" onClick={() => onOpen(creation)} aria-label={`Open ${creation.title}`}>Open</Button>
        )}
        {creation.status === 'failed' && (
          <Button variant="coral" onClick={() => onRetry(creation)} loading={retrying}>Try Again</Button>
        )}
      </div>
    </li>
  );
}
