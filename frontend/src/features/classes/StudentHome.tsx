import { MESSAGES, type ClassDeviceStudent } from '@wonderkin/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingBlock } from '../../components';
import { errorMessage } from '../../lib/api';
import { useDeviceSignOut } from './api/device-sign-out';
import { useMyWork } from './api/get-my-work';
import { calendarDay, progressWords } from './words';

/** A signed-in student's work, as big cards that open each lesson, and the way out for the next child. */
export function StudentHome({ student }: { student: ClassDeviceStudent }) {
  const base = useId();
  const work = useMyWork();
  const signOut = useDeviceSignOut();

  let cards;
  if (work.isPending) cards = <LoadingBlock label="Loading your work…" />;
  else if (work.isError) cards = <p className="form-error" role="alert">{errorMessage(work.error, MESSAGES.serviceUnavailable)}</p>;
  else if (work.data.assignments.length === 0) cards = <p className="device-step__lead">No lessons for you yet. Ask your teacher.</p>;
  else {
    cards = (
      <ul className="work-cards" role="list" aria-label="Your work">
        {work.data.assignments.map((assignment) => (
          <li key={assignment.assignmentId}>
            <Link
              to={`/class/work/${encodeURIComponent(assignment.assignmentId)}`}
              className={`work-card${assignment.result.done ? ' work-card--done' : ''}`}
            >
              <span className="work-card__title">{assignment.title}</span>
              {assignment.dueOn && <span className="work-card__due">Due {calendarDay(assignment.dueOn)}</span>}
              <span className="work-card__progress">{progressWords(assignment.result, assignment.questions)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="device-step" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="device-step__title">Hi {student.displayName}</h1>
      <p className="device-step__lead">{student.className}</p>
      {cards}
      {signOut.isError && <p className="form-error" role="alert">{errorMessage(signOut.error, MESSAGES.serviceUnavailable)}</p>}
      <div className="device-step__footer">
        <Button variant="secondary" size="lg" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Not {student.displayName}? Sign out
        </Button>
      </div>
    </section>
  );
}
