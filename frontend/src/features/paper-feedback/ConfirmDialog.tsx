import { Button, Modal } from '../../components';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  /** What went wrong with the last try, in words (the dialog stays open to try again). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something is deleted for good. */
export function ConfirmDialog({ open, title, description, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
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
