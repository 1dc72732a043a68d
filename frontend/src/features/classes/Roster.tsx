import { MESSAGES, type ClassDetail, type ClassStudent } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useNewPictures } from './api/new-pictures';
import { useRemoveStudent } from './api/remove-student';
import { AddStudentForm } from './AddStudentForm';
import { StudentItem } from './StudentItem';

/** The class's students with their picture passwords, a form to add one, and the picture cards to print. */
export function Roster({ klass }: { klass: ClassDetail }) {
  const base = useId();
  const renew = useNewPictures();
  const remove = useRemoveStudent();
  const toast = useToast();
  const [removing, setRemoving] = useState<ClassStudent | null>(null);
  const archived = Boolean(klass.archivedAt);
  const classId = klass.classId;

  const giveNewPictures = (student: ClassStudent) => {
    renew.mutate({ classId, studentId: student.studentId }, {
      onSuccess: () => toast.success(`${student.displayName} has new pictures. Print a new card for them.`),
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ classId, studentId: removing.studentId }, {
      onSuccess: () => {
        toast.success(`${removing.displayName} is no longer on the roster.`);
        setRemoving(null);
      },
    });
  };

  return (
    <section className="class-part" aria-labelledby={`${base}-title`}>
      <div className="class-part__head">
        <h2 id={`${base}-title`} className="class-part__title">Students ({klass.students.length})</h2>
        {klass.students.length > 0 && (
          <Button variant="secondary" onClick={() => window.print()}>Print picture cards</Button>
        )}
      </div>
      {klass.students.length === 0
        ? <p className="muted">No students yet. Add each child by first name or initial: they get three pictures to sign in with.</p>
        : (
          <ul className="card-list roster" role="list">
            {klass.students.map((student) => (
              <StudentItem
                key={student.studentId}
                student={student}
                archived={archived}
                renewing={renew.isPending && renew.variables?.studentId === student.studentId}
                onNewPictures={() => giveNewPictures(student)}
                onRemove={() => {
                  remove.reset();
                  setRemoving(student);
                }}
              />
            ))}
          </ul>
        )}
      {archived
        ? <p className="muted">This class is archived. Bring it back to add students.</p>
        : <AddStudentForm klass={klass} />}
      <ConfirmDialog
        title={removing ? `Remove ${removing.displayName} from ${klass.name}?` : null}
        description={removing ? `${removing.displayName} can no longer sign in on the classroom device, and leaves the results.` : undefined}
        confirmLabel="Yes, remove"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
