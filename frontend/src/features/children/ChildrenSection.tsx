import { LEARNING_GOAL_LABELS, MAX_CHILDREN_PER_FAMILY, MESSAGES, SUPPORT_NEED_LABELS, type ChildProfile } from '@wonderkin/shared';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingBlock, Modal, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { childName, useChildren } from '../../lib/children';
import { useCreateChild } from './api/create-child';
import { useDeleteChild } from './api/delete-child';
import { useUpdateChild } from './api/update-child';
import { ChildForm, type ChildFormValues } from './ChildForm';
import './children.css';

/** What the section shows besides the list: the add form, one child's edit form, or nothing. */
type Editing = { mode: 'add' } | { mode: 'edit'; childId: string } | null;

function ChildCard({ child, onEdit, onRemove, extra }: { child: ChildProfile; onEdit: () => void; onRemove: () => void; extra?: ReactNode }) {
  const name = childName(child);
  const headingId = useId();
  return (
    <li className="list-card child-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="child-card__name">{name}</h3>
      <p className="child-card__meta">Ages {child.ageRange}</p>
      {child.interests.length > 0 && <p className="child-card__line"><span className="muted">Interests: </span>{child.interests.join(', ')}</p>}
      {(child.goals.length > 0 || child.goalNote) && (
        <p className="child-card__line">
          <span className="muted">Goals: </span>{[...child.goals.map((goal) => LEARNING_GOAL_LABELS[goal]), child.goalNote].filter(Boolean).join(', ')}
        </p>
      )}
      {child.supportNeeds.length > 0 && (
        <p className="child-card__line"><span className="muted">Support: </span>{child.supportNeeds.map((need) => SUPPORT_NEED_LABELS[need]).join(', ')}</p>
      )}
      {child.weeklyReportEmail && <p className="child-card__line muted">A weekly progress report comes by email.</p>}
      <div className="child-card__links">
        <Link to={`/review/${encodeURIComponent(child.childId)}`} aria-label={`Review cards of ${name}`}>Review cards</Link>
        <Link to={`/progress/${encodeURIComponent(child.childId)}`} aria-label={`Progress report of ${name}`}>Progress report</Link>
      </div>
      <div className="child-card__actions">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>Edit</Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>Remove</Button>
      </div>
      {extra}
    </li>
  );
}

/**
 * My Account's "Your children" (issue 11): the family's child profiles, to add, edit and remove (after a confirm).
 * Every change goes to the accounts service; what it refuses is shown in its words by the form.
 * `extra`: more about a child at the end of their card (their classes, issue 22 §2), from another feature through the router.
 */
export function ChildrenSection({ extra }: { extra?: (child: ChildProfile) => ReactNode } = {}) {
  const children = useChildren();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ChildProfile | null>(null);
  const toast = useToast();
  const create = useCreateChild();
  const update = useUpdateChild();
  const remove = useDeleteChild();

  const close = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };

  const save = (values: ChildFormValues) => {
    if (editing?.mode === 'edit') {
      // Every field is sent: an emptied first name or note is removed by the server.
      update.mutate({ childId: editing.childId, patch: values }, {
        onSuccess: (child) => {
          toast.success(`${childName(child)}'s profile is saved.`);
          close();
        },
      });
      return;
    }
    const { firstName, goalNote, ...rest } = values;
    create.mutate({ ...rest, ...(firstName ? { firstName } : {}), ...(goalNote ? { goalNote } : {}) }, {
      onSuccess: (child) => {
        toast.success(`${childName(child)} is added.`);
        close();
      },
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.childId, {
      onSuccess: () => {
        toast.success(`${childName(removing)} is removed.`);
        setRemoving(null);
        if (editing?.mode === 'edit' && editing.childId === removing.childId) close();
      },
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  const mutation = editing?.mode === 'edit' ? update : create;
  const formError = mutation.error ? errorMessage(mutation.error, MESSAGES.serviceUnavailable) : null;
  const list = children.data ?? [];
  const full = list.length >= MAX_CHILDREN_PER_FAMILY;

  let body;
  if (children.isPending) body = <LoadingBlock label="Loading your children…" />;
  else if (children.isError) body = <p className="account__error" role="alert">{errorMessage(children.error, MESSAGES.serviceUnavailable)}</p>;
  else {
    body = (
      <>
        {list.length === 0 && editing === null && (
          <p>Add a child to make lessons for them, keep their quiz results, review what they missed and see a weekly report.</p>
        )}
        {list.length > 0 && (
          <ul className="card-list child-list" role="list">
            {list.map((child) => (editing?.mode === 'edit' && editing.childId === child.childId ? (
              <li key={child.childId} className="list-card child-card child-card--editing">
                <ChildForm child={child} error={formError} busy={update.isPending} onSubmit={save} onCancel={close} />
              </li>
            ) : (
              <ChildCard
                key={child.childId}
                child={child}
                onEdit={() => {
                  close();
                  setEditing({ mode: 'edit', childId: child.childId });
                }}
                onRemove={() => setRemoving(child)}
                extra={extra?.(child)}
              />
            )))}
          </ul>
        )}
        {editing?.mode === 'add' ? (
          <div className="list-card child-card child-card--editing">
            <ChildForm error={formError} busy={create.isPending} onSubmit={save} onCancel={close} />
          </div>
        ) : (
          <>
            <Button variant="secondary" block disabled={full} onClick={() => { close(); setEditing({ mode: 'add' }); }}>Add a child</Button>
            {full && <p className="muted">{MESSAGES.tooManyChildren}</p>}
          </>
        )}
      </>
    );
  }

  return (
    <section className="account__part children-section" aria-labelledby="account-children">
      <h2 id="account-children" className="account__subtitle">Your children</h2>
      {body}
      <Modal
        open={removing !== null}
        onClose={() => (remove.isPending ? undefined : setRemoving(null))}
        title={removing ? `Remove ${childName(removing)}?` : 'Remove this child?'}
        description="Their profile, quiz results, review cards and reports are deleted. This cannot be undone."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)} disabled={remove.isPending}>Cancel</Button>
            <Button variant="danger" onClick={confirmRemove} loading={remove.isPending}>Yes, remove</Button>
          </>
        }
      />
    </section>
  );
}
