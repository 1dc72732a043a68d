import { MESSAGES, type ClassDetail } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ConfirmDialog, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useCopyClass } from './api/copy-class';
import { useDeleteClass } from './api/delete-class';
import { useUpdateClass } from './api/update-class';

/** The year's end: archive the class (or bring it back), copy it for next year, or delete it. */
export function ClassActions({ klass }: { klass: ClassDetail }) {
  const base = useId();
  const update = useUpdateClass();
  const copy = useCopyClass();
  const remove = useDeleteClass();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const archived = Boolean(klass.archivedAt);

  const setArchived = (on: boolean) => {
    copy.reset();
    update.mutate({ classId: klass.classId, patch: { archived: on } }, {
      onSuccess: (changed) => toast.success(on ? `${changed.name} is archived.` : `${changed.name} is back.`),
    });
  };

  const copyForNextYear = () => {
    update.reset();
    copy.mutate(klass.classId, {
      onSuccess: (made) => {
        toast.success(`${made.name} is ready, with a new code and new pictures.`);
        navigate(`/classes/${encodeURIComponent(made.classId)}`);
      },
    });
  };

  const confirmDelete = () => {
    remove.mutate(klass.classId, {
      onSuccess: () => {
        toast.success(`${klass.name} is deleted.`);
        navigate('/classes', { replace: true });
      },
    });
  };

  const failure = update.error ?? copy.error;
  return (
    <section className="class-part" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="class-part__title">At the end of the year</h2>
      <p className="muted">
        Archiving stops the class code and keeps the results. A copy for next year has the same students, with a new code
        and new pictures.
      </p>
      <div className="class-actions">
        {archived
          ? <Button variant="secondary" loading={update.isPending} onClick={() => setArchived(false)}>Bring back</Button>
          : <Button variant="secondary" loading={update.isPending} onClick={() => setArchived(true)}>Archive class</Button>}
        <Button variant="secondary" loading={copy.isPending} onClick={copyForNextYear}>Copy for next year</Button>
        <Button
          variant="ghost"
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          Delete class
        </Button>
      </div>
      {failure && <p className="form-error" role="alert">{errorMessage(failure, MESSAGES.serviceUnavailable)}</p>}
      <ConfirmDialog
        title={deleting ? `Delete ${klass.name}?` : null}
        description="The class, its students and their pictures are deleted. This cannot be undone."
        confirmLabel="Yes, delete"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </section>
  );
}
