import { MESSAGES } from '@wonderkin/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { errorMessage } from '../../lib/api';
import { meQueryOptions } from '../../lib/session';
import { ClassList } from './ClassList';
import { CreateClassForm } from './CreateClassForm';
import { TurnOffClasses } from './TurnOffClasses';
import { TurnOnClasses } from './TurnOnClasses';
import './classes.css';

/**
 * /classes (issue 22 §2), the educator's home: signed out, a way to sign in; with classes off, what they give and the
 * switch; with classes on, the classes (each leading to its page) and a form to start one. Whether classes are on is
 * the server session's answer (GET /api/me says `educator`).
 */
export default function ClassesPage() {
  usePageTitle('Classes');
  const me = useQuery(meQueryOptions());

  let body;
  if (me.isPending) body = <LoadingBlock />;
  else if (me.isError) body = <p className="form-error" role="alert">{errorMessage(me.error, MESSAGES.serviceUnavailable)}</p>;
  else if (!me.data.signedIn) {
    body = (
      <div className="classes-part">
        <p>{MESSAGES.signInRequired} Your classes belong to your account.</p>
        <ButtonLink to="/login" size="lg" block>Log In</ButtonLink>
      </div>
    );
  } else if (!me.data.educator) body = <TurnOnClasses />;
  else {
    body = (
      <>
        <ClassList />
        <CreateClassForm />
        <TurnOffClasses />
      </>
    );
  }

  return (
    <PageLayout className="classes-page">
      <section className="section">
        <div className="container classes-page__inner">
          <Card padding="lg" className="classes-page__card">
            <h1 className="classes-page__title">Classes</h1>
            {body}
          </Card>
          <p className="muted classes-page__back"><Link to="/account">My account</Link></p>
        </div>
      </section>
    </PageLayout>
  );
}
