import { MESSAGES, type ChildClass, type ChildProfile } from '@wonderkin/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { childName } from '../../lib/children';
import { useChildClasses } from './api/get-child-classes';
import { useChildClassWork } from './api/get-child-class-work';
import { ChildClassWorkList } from './ChildClassWorkList';
import { useLeaveClass } from './api/leave-class';
import { JoinClassForm } from './JoinClassForm';
import { dayOf } from './words';
import './child-classes.css';

/**
 * A child's classes on My Account (issue 22 §2), inside the child's card (the router hands it to the children feature):
 * the teachers' classes the family linked the child to, each to leave after a confirm, and the way to join one with
 * the class code the teacher gave, once the parent has seen and approved what the teacher will see.
 */
export function ChildClasses({ child }: { child: ChildProfile }) {
  const base = useId();
  const name = childName(child);
  const firstName = child.firstName?.trim() || undefined;
  const classes = useChildClasses({ childId: child.childId });
  const list = classes.data ?? [];
  // The lessons the teachers set, asked only once the child is in a class.
  const work = useChildClassWork({ childId: child.childId, queryConfig: { enabled: list.length > 0 } });
  const leave = useLeaveClass();
  const toast = useToast();
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState<ChildClass | null>(null);
  const joinButton = useRef<HTMLButtonElement>(null);
  // The form closed (joined or cancelled): focus goes back to the button that opened it, not to the page's top.
  const refocus = useRef(false);

  useEffect(() => {
    if (!joining && refocus.current) {
      refocus.current = false;
      joinButton.current?.focus();
    }
  }, [joining]);

  const closeForm = () => {
    refocus.current = true;
    setJoining(false);
  };

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate({ childId: child.childId, classId: leaving.classId }, {
      onSuccess: () => {
        toast.success(`${name} left ${leaving.className}.`);
        setLeaving(null);
      },
    });
  };

  // What leaving means, said in the confirm: the teacher sees nothing of the child any more.
  const leaveWords = `${firstName ?? 'Your child'} leaves the class. From now on the teacher no longer sees `
    + `${firstName ? `${firstName}'s` : "your child's"} answers, or anything else of them. You can join again with the class code.`;
  let body;
  if (classes.isPending) body = <p className="muted" role="status">Loading classes…</p>;
  else if (classes.isError) body = <p className="form-error" role="alert">{errorMessage(classes.error, MESSAGES.serviceUnavailable)}</p>;
  else if (list.length === 0) body = <p className="muted">Not in a class. A teacher can give you a class code to join theirs.</p>;
  else {
    body = (
      <ul className="child-classes__list" role="list" aria-labelledby={`${base}-title`}>
        {list.map((klass) => (
          <li key={klass.classId} className="child-classes__item" aria-label={klass.className}>
            <div className="child-classes__text">
              <span className="child-classes__name">{klass.className}</span>
              <span className="child-classes__since muted">Since <time dateTime={klass.joinedAt}>{dayOf(klass.joinedAt)}</time></span>
              {work.isSuccess && (
                <ChildClassWorkList work={work.data.filter((each) => each.classId === klass.classId)} childId={child.childId} childName={name} />
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Leave class ${klass.className}`}
              onClick={() => {
                leave.reset();
                setLeaving(klass);
              }}
            >
              Leave class
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="child-classes" aria-labelledby={`${base}-title`}>
      <h4 id={`${base}-title`} className="child-classes__title">
        Classes<span className="visually-hidden"> of {name}</span>
      </h4>
      {body}
      {joining ? (
        <JoinClassForm
          childId={child.childId}
          name={name}
          ageRange={child.ageRange}
          current={list}
          onJoined={(joined, already) => {
            toast.success(already ? `${name} is already in ${joined.className}.` : `${name} joined ${joined.className}.`);
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <div>
          <Button ref={joinButton} variant="secondary" size="sm" aria-label={`Join a class for ${name}`} onClick={() => setJoining(true)}>
            Join a class
          </Button>
        </div>
      )}
      <ConfirmDialog
        title={leaving ? `Leave ${leaving.className}?` : null}
        description={leaving ? leaveWords : undefined}
        confirmLabel="Yes, leave class"
        busy={leave.isPending}
        error={leave.error ? errorMessage(leave.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
