import { ASSIGNMENT_KINDS, MESSAGES, type Assignment, type AssignmentKind, type CareNote, type ChildRole } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, LoadingBlock, useToast } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { useAddAssignment } from './api/add-assignment';
import { useAddNote } from './api/add-note';
import { useDeleteAssignment } from './api/delete-assignment';
import { useDeleteNote } from './api/delete-note';
import { useAssignments } from './api/get-assignments';
import { useChildAccess } from './api/get-child-access';
import { useNotes } from './api/get-notes';
import { useMarkAssignment } from './api/mark-assignment';
import { calendarDay, dayAndTime, KIND_LABELS, shortDay, todayIso } from './words';
import './circle.css';

/** What an assignment is, in a few words ("Question to ask: why do volcanoes erupt"). */
const KIND_SHORT: Record<AssignmentKind, string> = { question: 'Question to ask', review: 'Review session', creation: 'Something to make' };
const assignmentTitle = (assignment: Pick<Assignment, 'kind' | 'text'>) =>
  (assignment.text ? `${KIND_SHORT[assignment.kind]}: ${assignment.text}` : KIND_SHORT[assignment.kind]);

/** What each role may do here (the learning service decides again on every request). */
const mayAdd = (role: ChildRole | undefined) => role === 'parent' || role === 'helper';
/** The family removes anything; someone in the circle only what they wrote ("You"). */
const mayRemove = (role: ChildRole | undefined, by: string) => role === 'parent' || (role !== undefined && by === 'You');

function AssignmentForm({ childId }: { childId: string }) {
  const base = useId();
  const add = useAddAssignment();
  const toast = useToast();
  const [kind, setKind] = useState<AssignmentKind>('question');
  const [text, setText] = useState('');
  const [dueOn, setDueOn] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const words = text.trim();
    add.mutate({ childId, input: { kind, ...(words ? { text: words } : {}), ...(dueOn ? { dueOn } : {}) } }, {
      onSuccess: () => {
        toast.success('The assignment is added.');
        setText('');
        setDueOn('');
      },
    });
  };

  const error = add.error ? errorMessage(add.error, MESSAGES.serviceUnavailable) : null;
  return (
    <form className="care-form care-form--compact" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate aria-busy={add.isPending || undefined}>
      <h3 id={`${base}-title`} className="care-form__title">Give an assignment</h3>
      <div className="care-form__field">
        <label htmlFor={`${base}-kind`}>What kind</label>
        <select id={`${base}-kind`} value={kind} onChange={(event) => setKind(event.target.value as AssignmentKind)}>
          {ASSIGNMENT_KINDS.map((each) => <option key={each} value={each}>{KIND_LABELS[each]}</option>)}
        </select>
      </div>
      <div className="care-form__field">
        <label htmlFor={`${base}-text`}>
          {kind === 'question' ? 'The question' : 'Topic'}{kind === 'review' && <span className="care-form__optional"> (optional)</span>}
        </label>
        <input
          id={`${base}-text`}
          type="text"
          maxLength={200}
          autoComplete="off"
          placeholder={kind === 'question' ? 'Why do volcanoes erupt?' : kind === 'creation' ? 'A story about the ocean' : ''}
          value={text}
          aria-invalid={error === MESSAGES.assignmentTextRequired || error === MESSAGES.assignmentInvalid ? true : undefined}
          aria-describedby={error ? `${base}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="care-form__field">
        <label htmlFor={`${base}-due`}>Due <span className="care-form__optional">(optional)</span></label>
        <input id={`${base}-due`} type="date" min={todayIso()} value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
      </div>
      {error && <p id={`${base}-error`} className="form-error" role="alert">{error}</p>}
      <Button type="submit" variant="secondary" loading={add.isPending}>Add assignment</Button>
    </form>
  );
}

function NoteForm({ childId }: { childId: string }) {
  const base = useId();
  const add = useAddNote();
  const toast = useToast();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate({ childId, text: text.trim() }, {
      onSuccess: () => {
        toast.success('The note is added.');
        setText('');
      },
    });
  };

  const error = add.error ? errorMessage(add.error, MESSAGES.serviceUnavailable) : null;
  return (
    <form className="care-form care-form--compact" onSubmit={submit} aria-labelledby={`${base}-label`} noValidate aria-busy={add.isPending || undefined}>
      <label id={`${base}-label`} htmlFor={`${base}-text`}>Add a note</label>
      <textarea
        id={`${base}-text`}
        rows={3}
        maxLength={1000}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <p id={`${base}-error`} className="form-error" role="alert">{error}</p>}
      <Button type="submit" variant="secondary" loading={add.isPending}>Add note</Button>
    </form>
  );
}

function AssignmentItem({ assignment, childId, role }: { assignment: Assignment; childId: string; role: ChildRole | undefined }) {
  const mark = useMarkAssignment();
  const remove = useDeleteAssignment();
  const toast = useToast();
  const title = assignmentTitle(assignment);
  const done = Boolean(assignment.doneAt);
  const failed = (failure: Error) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable));

  return (
    <li className={`care-work${done ? ' care-work--done' : ''}`}>
      <p className="care-work__title"><strong>{KIND_SHORT[assignment.kind]}</strong>{assignment.text ? `: ${assignment.text}` : ''}</p>
      <p className="care-work__meta muted">
        From {assignment.by} · {shortDay(assignment.createdAt)}{assignment.dueOn ? ` · due ${calendarDay(assignment.dueOn)}` : ''}
      </p>
      <div className="care-work__actions">
        {mayAdd(role) ? (
          <label className="care-form__check">
            <input
              type="checkbox"
              checked={done}
              disabled={mark.isPending}
              aria-label={`Done: ${title}`}
              onChange={(event) => mark.mutate({ childId, assignmentId: assignment.assignmentId, done: event.target.checked }, { onError: failed })}
            />
            <span aria-hidden="true">Done</span>
          </label>
        ) : (
          <span className="care-work__state">{done && assignment.doneAt ? `Done ${shortDay(assignment.doneAt)}` : 'Not done yet'}</span>
        )}
        {role === 'parent' && assignment.kind === 'question' && assignment.text && !done && (
          <Link to="/ask" state={{ question: assignment.text, childId }} className="care-work__ask" aria-label={`Ask it now: ${assignment.text}`}>Ask it now</Link>
        )}
        {mayRemove(role, assignment.by) && (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            aria-label={`Remove assignment: ${title}`}
            onClick={() => remove.mutate({ childId, assignmentId: assignment.assignmentId }, { onError: failed })}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

function NoteItem({ note, childId, role }: { note: CareNote; childId: string; role: ChildRole | undefined }) {
  const remove = useDeleteNote();
  const toast = useToast();
  return (
    <li className="care-work">
      <p className="care-work__note">{note.text}</p>
      <p className="care-work__meta muted">By {note.by} · <time dateTime={note.createdAt}>{dayAndTime(note.createdAt)}</time></p>
      {mayRemove(role, note.by) && (
        <div className="care-work__actions">
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            aria-label={`Remove note by ${note.by}, ${shortDay(note.createdAt)}`}
            onClick={() => remove.mutate({ childId, noteId: note.noteId }, { onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)) })}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A child's assignments and notes (issue 22): work the family and its helpers give the child (a question to ask, a
 * review session, something to make) with an optional due date, marked done as it is done, and notes for the family.
 * Everyone with access reads them; the add forms and the done boxes show only to the family and helpers (GET
 * /api/children/:childId says who the reader is). Composed into the progress report by the router.
 */
export function ChildWorkPanel({ childId }: { childId: string }) {
  const access = useChildAccess({ childId });
  const assignments = useAssignments({ childId });
  const notes = useNotes({ childId });
  const base = useId();

  // Signed out or no access: the report above says so once.
  if (access.error instanceof ApiError && (access.error.status === 401 || access.error.status === 404)) return null;
  const role = access.data?.role;

  let assignmentList;
  if (assignments.isPending) assignmentList = <LoadingBlock label="Loading assignments…" />;
  else if (assignments.isError) assignmentList = <p className="form-error" role="alert">{errorMessage(assignments.error, MESSAGES.serviceUnavailable)}</p>;
  else if (assignments.data.length === 0) assignmentList = <p className="muted">No assignments yet.</p>;
  else {
    assignmentList = (
      <ul className="care-work-list" role="list" aria-label="Assignments">
        {assignments.data.map((assignment) => <AssignmentItem key={assignment.assignmentId} assignment={assignment} childId={childId} role={role} />)}
      </ul>
    );
  }

  let noteList;
  if (notes.isPending) noteList = <LoadingBlock label="Loading notes…" />;
  else if (notes.isError) noteList = <p className="form-error" role="alert">{errorMessage(notes.error, MESSAGES.serviceUnavailable)}</p>;
  else if (notes.data.length === 0) noteList = <p className="muted">No notes yet.</p>;
  else {
    noteList = (
      <ul className="care-work-list" role="list" aria-label="Notes">
        {notes.data.map((note) => <NoteItem key={note.noteId} note={note} childId={childId} role={role} />)}
      </ul>
    );
  }

  return (
    <Card padding="lg" className="child-work">
      <section className="care-part" aria-labelledby={`${base}-assignments`}>
        <h2 id={`${base}-assignments`} className="care-part__title">Assignments</h2>
        {assignmentList}
        {mayAdd(role) && <AssignmentForm childId={childId} />}
      </section>
      <section className="care-part" aria-labelledby={`${base}-notes`}>
        <h2 id={`${base}-notes`} className="care-part__title">Notes</h2>
        {role === 'viewer' && <p className="muted">You can read the assignments and notes; the family and helpers add them.</p>}
        {noteList}
        {mayAdd(role) && <NoteForm childId={childId} />}
      </section>
    </Card>
  );
}
