import { MESSAGES } from '@wonderkin/shared';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { useClass } from './api/get-class';
import { AssignLessonForm } from './AssignLessonForm';
import { AssignmentList } from './AssignmentList';
import { ClassActions } from './ClassActions';
import { ClassCode } from './ClassCode';
import { Dashboard } from './Dashboard';
import { PictureCards } from './PictureCards';
import { Roster } from './Roster';
import './classes.css';

function Frame({ children, cards }: { children: ReactNode; cards?: ReactNode }) {
  return (
    <PageLayout className="class-page">
      <section className="section class-screen">
        <div className="container class-page__inner">
          {children}
          <p className="muted classes-page__back"><Link to="/classes">All your classes</Link></p>
        </div>
      </section>
      {cards}
    </PageLayout>
  );
}

/** Why the class cannot be shown: signed out, classes off, or not this teacher's class. */
function ClassProblem({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Card padding="lg" className="class-page__card">
      <h1 className="classes-page__title">Class</h1>
      <p className="form-error" role="alert">{status === 404 ? MESSAGES.classNotFound : errorMessage(error, MESSAGES.serviceUnavailable)}</p>
      {status === 401 && <ButtonLink to="/login" size="lg" block>Log In</ButtonLink>}
    </Card>
  );
}

function ClassView({ classId }: { classId: string }) {
  const base = useId();
  const detail = useClass({ classId });
  usePageTitle(detail.data?.name ?? 'Class');

  if (detail.isPending) return <Frame><LoadingBlock label="Loading the class…" /></Frame>;
  if (detail.isError) return <Frame><ClassProblem error={detail.error} /></Frame>;
  const klass = detail.data;
  const archived = Boolean(klass.archivedAt);

  return (
    <Frame cards={<PictureCards klass={klass} />}>
      <Card padding="lg" className="class-page__card">
        <div className="class-page__heading">
          <h1 className="classes-page__title">{klass.name}</h1>
          <p className="class-page__meta">Ages {klass.ageRange}{archived && <span className="class-page__archived">Archived</span>}</p>
        </div>
        <ClassCode klass={klass} />
      </Card>
      <Card padding="lg" className="class-page__card">
        <Roster klass={klass} />
      </Card>
      <Card padding="lg" className="class-page__card">
        <section className="class-part" aria-labelledby={`${base}-work`}>
          <h2 id={`${base}-work`} className="class-part__title">Lessons for the class</h2>
          <AssignmentList klass={klass} />
          {archived ? <p className="muted">This class is archived. Bring it back to assign a lesson.</p> : <AssignLessonForm klass={klass} />}
        </section>
      </Card>
      <Card padding="lg" className="class-page__card">
        <Dashboard classId={klass.classId} />
      </Card>
      <Card padding="lg" className="class-page__card">
        <ClassActions klass={klass} />
      </Card>
    </Frame>
  );
}

/**
 * /classes/:classId (issue 22 §2): one class for its teacher. Its code and where to type it, the roster with each
 * student's picture password (new pictures, remove, print the cards), lessons assigned to it, the results dashboard, and
 * the year's end (archive, copy for next year, delete).
 */
export default function ClassPage() {
  const { classId = '' } = useParams();
  // Everything on the page belongs to one class: another class (a copy just made) starts afresh.
  return <ClassView key={classId} classId={classId} />;
}
