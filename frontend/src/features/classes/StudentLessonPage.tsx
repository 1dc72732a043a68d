import { MESSAGES, type StudentWork } from '@wonderkin/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { useMyWork } from './api/get-my-work';
import './classes.css';

export type StudentAssignment = StudentWork['assignments'][number];

/** A page that is not the lesson: a message, and the way back to the student's work. */
function StudentMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout className="device-page">
      <section className="section">
        <div className="container device-page__inner">
          <Card padding="lg" className="device-page__card">
            <div className="device-step">
              <h1 className="device-step__title">{title}</h1>
              {children}
              <ButtonLink to="/class" size="lg" block>Back to my work</ButtonLink>
            </div>
          </Card>
        </div>
      </section>
    </PageLayout>
  );
}

/** While the lesson loads, or when it cannot: shown by the router under the way back (the lesson feature shows it when ready). */
export function StudentLessonStatus({ error }: { error: string | null }) {
  return (
    <main id="main" className="container student-lesson__status">
      {error ? <p className="form-error" role="alert">{error}</p> : <LoadingBlock label="Loading your lesson…" />}
    </main>
  );
}

/**
 * /class/work/:assignmentId (issue 22 §2): a student on the classroom device opens one of their lessons. This finds the
 * assignment in their work; `lesson` (composed by the router from the lesson feature) shows it and records the answers.
 */
export function StudentLessonPage({ lesson }: { lesson: (assignment: StudentAssignment) => ReactNode }) {
  const { assignmentId = '' } = useParams();
  const work = useMyWork();
  const assignment = work.data?.assignments.find((each) => each.assignmentId === assignmentId);
  usePageTitle(assignment?.title ?? 'My work');

  if (work.isPending) return <StudentMessage title="Your lesson"><LoadingBlock label="Loading your lesson…" /></StudentMessage>;
  if (work.isError) {
    const signedOut = work.error instanceof ApiError && work.error.status === 401;
    return (
      <StudentMessage title={signedOut ? 'Sign in first' : 'Your lesson'}>
        <p className="form-error" role="alert">{signedOut ? MESSAGES.classDeviceSignInRequired : errorMessage(work.error, MESSAGES.serviceUnavailable)}</p>
      </StudentMessage>
    );
  }
  if (!assignment) {
    return (
      <StudentMessage title="This lesson is not here">
        <p className="device-step__lead">We could not find this lesson in your work. Your teacher may have taken it away.</p>
      </StudentMessage>
    );
  }
  return (
    <div className="student-lesson">
      <nav className="student-lesson__bar" aria-label="Class work">
        <div className="container">
          <Link to="/class" className="student-lesson__back"><span aria-hidden="true">←</span>Back to my work</Link>
        </div>
      </nav>
      {lesson(assignment)}
    </div>
  );
}
