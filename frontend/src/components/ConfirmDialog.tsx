import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question; the dialog shows while it is set. */
  title: string | null;
  description?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal, in its words. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something that cannot be taken back (a student leaving the roster, a class deleted…). */
export function ConfirmDialog({ title, description, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={title !== null}
      onClose={() => (busy ? undefined : onCancel())}
      title={title ?? ''}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>{confirmLabel}</Button>
        </>
      }
    >
      {error && <p className="form-error" role="alert">{error}</p>}
    </Modal>
  );
}
