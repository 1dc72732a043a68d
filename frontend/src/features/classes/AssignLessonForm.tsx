import { MESSAGES, type ClassDetail } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useAddAssignment } from './api/add-assignment';
import { useRecentLessons } from './api/get-recent-lessons';
import { lessonIdFromLink } from './lessonLink';
import { todayIso } from './words';

const CHOOSE_A_LESSON = 'Choose one of your lessons, or paste a lesson link.';
const CHOOSE_STUDENTS = 'Choose at least one student, or give the lesson to the whole class.';

/**
 * Gives the class a lesson: one of the teacher's recent lessons or a pasted lesson link, to the whole class (or some
 * students), with an optional due date. The server checks the lesson exists and has a quiz; its refusal shows here.
 */
export function AssignLessonForm({ klass }: { klass: ClassDetail }) {
  const base = useId();
  const lessons = useRecentLessons();
  const add = useAddAssignment();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [link, setLink] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [some, setSome] = useState(false);
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [ownError, setOwnError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    // A pasted link is the more deliberate choice of the two.
    const hashId = link.trim() ? lessonIdFromLink(link) : chosen;
    if (!hashId) return setOwnError(CHOOSE_A_LESSON);
    const forStudents = klass.students.filter((student) => studentIds.includes(student.studentId)).map((student) => student.studentId);
    if (some && forStudents.length === 0) return setOwnError(CHOOSE_STUDENTS);
    setOwnError(null);
    add.mutate({ classId: klass.classId, input: { hashId, ...(some ? { studentIds: forStudents } : {}), ...(dueOn ? { dueOn } : {}) } }, {
      onSuccess: (assignment) => {
        toast.success(`“${assignment.title}” is assigned.`);
        setChosen('');
        setLink('');
        setDueOn('');
        setSome(false);
        setStudentIds([]);
      },
    });
  };

  const error = ownError ?? (add.error ? errorMessage(add.error, MESSAGES.serviceUnavailable) : null);
  const errorId = error ? `${base}-error` : undefined;
  const lessonError = error === CHOOSE_A_LESSON || error === MESSAGES.classLessonNotFound;
  const recent = lessons.data ?? [];

  return (
    <form className="framed-box class-form" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate aria-busy={add.isPending || undefined}>
      <h3 id={`${base}-title`} className="class-form__title">Assign a lesson</h3>
      {recent.length > 0 ? (
        <div className="class-form__field">
          <label htmlFor={`${base}-lesson`}>One of your lessons</label>
          <select
            id={`${base}-lesson`}
            value={chosen}
            aria-invalid={lessonError && !link.trim() ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setChosen(event.target.value);
              setOwnError(null);
            }}
          >
            <option value="">Choose a lesson…</option>
            {recent.map((lesson) => <option key={lesson.hashId} value={lesson.hashId}>{lesson.question}</option>)}
          </select>
        </div>
      ) : (
        !lessons.isPending && <p className="class-form__hint">Lessons you ask for show here to choose from. You can also paste the link of any lesson.</p>
      )}
      <div className="class-form__field">
        <label htmlFor={`${base}-link`}>{recent.length > 0 ? 'Or paste a lesson link' : 'Lesson link'}</label>
        <input
          id={`${base}-link`}
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder={`${window.location.origin}/ask/…`}
          value={link}
          aria-invalid={lessonError && link.trim() ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setLink(event.target.value);
            setOwnError(null);
          }}
        />
      </div>
      <fieldset className="class-form__choices">
        <legend>Who</legend>
        <label className="class-form__check">
          <input type="radio" name={`${base}-who`} checked={!some} onChange={() => setSome(false)} />
          The whole class
        </label>
        <label className="class-form__check">
          <input type="radio" name={`${base}-who`} checked={some} disabled={klass.students.length === 0} onChange={() => setSome(true)} />
          Some students
        </label>
        {some && (
          <fieldset className="class-form__choices class-form__students" aria-describedby={error === CHOOSE_STUDENTS ? errorId : undefined}>
            <legend>Which students</legend>
            {klass.students.map((student) => (
              <label key={student.studentId} className="class-form__check">
                <input
                  type="checkbox"
                  checked={studentIds.includes(student.studentId)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setStudentIds((list) => (on ? [...list, student.studentId] : list.filter((id) => id !== student.studentId)));
                    setOwnError(null);
                  }}
                />
                {student.displayName}
              </label>
            ))}
          </fieldset>
        )}
      </fieldset>
      <div className="class-form__field">
        <label htmlFor={`${base}-due`}>Due <span className="class-form__optional">(optional)</span></label>
        <input
          id={`${base}-due`}
          type="date"
          min={todayIso()}
          value={dueOn}
          aria-invalid={error === MESSAGES.careEndDateInvalid ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setDueOn(event.target.value)}
        />
      </div>
      {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
      <div>
        <Button type="submit" loading={add.isPending}>Assign</Button>
      </div>
    </form>
  );
}
