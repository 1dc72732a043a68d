import { MESSAGES, type ClassAssignment, type ClassDetail } from '@wonderkin/shared';
import { useState } from 'react';
import { Button, ConfirmDialog, LoadingBlock, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useAssignments } from './api/get-assignments';
import { useRemoveAssignment } from './api/remove-assignment';
import { calendarDay } from './words';

/** Who an assignment is for, in words ("The whole class", "Mia and Leo"). */
function forWhom(assignment: ClassAssignment, klass: ClassDetail): string {
  if (!assignment.studentIds) return 'The whole class';
  const names = klass.students.filter((student) => assignment.studentIds?.includes(student.studentId)).map((student) => student.displayName);
  if (names.length === 0) return 'Nobody on the roster now';
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The lessons given to the class, with their due dates, each removable (after a confirm). */
export function AssignmentList({ klass }: { klass: ClassDetail }) {
  const assignments = useAssignments({ classId: klass.classId });
  const remove = useRemoveAssignment();
  const toast = useToast();
  const [removing, setRemoving] = useState<ClassAssignment | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ classId: klass.classId, assignmentId: removing.assignmentId }, {
      onSuccess: () => {
        toast.success(`“${removing.title}” is no longer assigned.`);
        setRemoving(null);
      },
    });
  };

  let list;
  if (assignments.isPending) list = <LoadingBlock label="Loading the assignments…" />;
  else if (assignments.isError) list = <p className="form-error" role="alert">{errorMessage(assignments.error, MESSAGES.serviceUnavailable)}</p>;
  else if (assignments.data.length === 0) list = <p className="muted">No lesson assigned yet.</p>;
  else {
    list = (
      <ul className="class-work-list" role="list" aria-label="Assignments">
        {assignments.data.map((assignment) => (
          <li key={assignment.assignmentId} className="class-work">
            <p className="class-work__title">{assignment.title}</p>
            <p className="class-work__meta muted">
              {assignment.dueOn ? `Due ${calendarDay(assignment.dueOn)}` : 'No due date'} · {forWhom(assignment, klass)}
            </p>
            <div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove assignment: ${assignment.title}`}
                onClick={() => {
                  remove.reset();
                  setRemoving(assignment);
                }}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {list}
      <ConfirmDialog
        title={removing ? `Stop assigning “${removing.title}”?` : null}
        description="It leaves the students' work and the results table."
        confirmLabel="Yes, remove"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
