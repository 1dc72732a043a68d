import { MESSAGES, type SharedChild } from '@wonderkin/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, Card, LoadingBlock, Modal, PageLayout, usePageTitle, useToast } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { useShared } from './api/get-shared';
import { useLeaveCircle } from './api/leave';
import { useSetNotify } from './api/set-notify';
import { SharedChildLinks, sharedChildName } from './SharedChildLinks';
import { calendarDay, namesInWords, RELATION_WORDS, ROLE_ALLOWS_WORDS, ROLE_LABELS, shortDay } from './words';
import './circle.css';

function SharedChildCard({ child, saving, onNotify, onLeave }: {
  child: SharedChild; saving: boolean; onNotify: (on: boolean) => void; onLeave: () => void;
}) {
  const base = useId();
  const name = sharedChildName(child);
  return (
    <li className="list-card care-card" aria-labelledby={`${base}-name`}>
      <div className="care-card__head">
        <h2 id={`${base}-name`} className="care-card__name">{name}</h2>
        <p className="care-card__status care-card__status--active">Ages {child.ageRange}</p>
      </div>
      <p className="care-card__line">
        <span className="muted">You are their {RELATION_WORDS[child.relation]}, as a </span><strong>{ROLE_LABELS[child.role].toLowerCase()}</strong>
        <span className="muted">: {ROLE_ALLOWS_WORDS[child.role]}</span>
      </p>
      <p className="care-card__line">
        Since {shortDay(child.since)}{child.endsOn ? `, until the end of ${calendarDay(child.endsOn)}` : ''}
      </p>
      <SharedChildLinks child={child} />
      <label className="care-form__check">
        <input type="checkbox" checked={child.notifyAssignments} disabled={saving} onChange={(event) => onNotify(event.target.checked)} />
        Email me about new assignments
      </label>
      <div className="care-card__actions">
        <Button variant="ghost" size="sm" onClick={onLeave} aria-label={`Leave ${name}'s circle`}>Leave</Button>
      </div>
    </li>
  );
}

/**
 * /shared (issue 22): the children families shared with the signed-in person, with their role, since when and until
 * when, links to each child's report and review cards, whether to be emailed about new assignments, and a way to step
 * out of a family's circle (after a confirm). Signed out, it asks them to sign in.
 */
export default function SharedPage() {
  usePageTitle('Children shared with you');
  const shared = useShared();
  const notify = useSetNotify();
  const leave = useLeaveCircle();
  const toast = useToast();
  const [leaving, setLeaving] = useState<SharedChild | null>(null);

  // Leaving ends the family's invitation: every child it shared goes.
  const leavingNames = leaving
    ? namesInWords((shared.data ?? []).filter((child) => child.grantId === leaving.grantId).map(sharedChildName)) || sharedChildName(leaving)
    : '';

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.grantId, {
      onSuccess: () => {
        toast.success(`You no longer follow ${leavingNames}.`);
        setLeaving(null);
      },
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  let body;
  if (shared.isPending) body = <LoadingBlock label="Loading the children shared with you…" />;
  else if (shared.isError) {
    const signedOut = shared.error instanceof ApiError && shared.error.status === 401;
    body = signedOut ? (
      <div className="care-signin">
        <p>{MESSAGES.signInRequired} Use the email address the family invited.</p>
        <ButtonLink to="/login" size="lg" block>Log In</ButtonLink>
      </div>
    ) : <p className="form-error" role="alert">{errorMessage(shared.error, MESSAGES.serviceUnavailable)}</p>;
  } else if (shared.data.length === 0) {
    body = <p>No child is shared with you right now. When a family invites you, open the link in their email to accept.</p>;
  } else {
    body = (
      <ul className="card-list care-list" role="list">
        {shared.data.map((child) => (
          <SharedChildCard
            key={`${child.grantId}-${child.childId}`}
            child={child}
            saving={notify.isPending && notify.variables?.grantId === child.grantId}
            onNotify={(on) => notify.mutate({ grantId: child.grantId, notifyAssignments: on }, {
              onSuccess: (now) => toast.success(now ? 'We will email you about new assignments.' : 'No more emails about new assignments.'),
              onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
            })}
            onLeave={() => setLeaving(child)}
          />
        ))}
      </ul>
    );
  }

  return (
    <PageLayout className="circle-page">
      <section className="section">
        <div className="container circle-page__inner">
          <Card padding="lg" className="circle-page__card">
            <h1 className="circle-page__title">Children shared with you</h1>
            {body}
          </Card>
          <p className="muted circle-page__back"><Link to="/account">My account</Link></p>
        </div>
      </section>
      <Modal
        open={leaving !== null}
        onClose={() => (leave.isPending ? undefined : setLeaving(null))}
        title={leaving ? `Stop following ${leavingNames}?` : 'Leave this circle?'}
        description={`You will no longer see ${leavingNames}'s progress, reports or assignments. Only the family can invite you again.`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setLeaving(null)} disabled={leave.isPending}>Cancel</Button>
            <Button variant="danger" onClick={confirmLeave} loading={leave.isPending}>Yes, leave</Button>
          </>
        }
      />
    </PageLayout>
  );
}
