import { MESSAGES, type CareGrant, type CareInviteRequest, type CareRole } from '@wonderkin/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, LoadingBlock, Modal, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useChildren } from '../../lib/children';
import { useCircle } from './api/get-circle';
import { useShared } from './api/get-shared';
import { useInviteToCircle } from './api/invite';
import { useRevokeGrant } from './api/revoke-grant';
import { useUpdateGrant } from './api/update-grant';
import { GrantCard } from './GrantCard';
import { InviteForm } from './InviteForm';
import { namesInWords, ROLE_LABELS } from './words';
import './circle.css';

/**
 * My Account's "People who help with your children" (issue 22, the circle of care): the parent invites a caregiver,
 * tutor, teacher or grandparent by email for some of their children, as a viewer or a helper, until an optional last
 * day; sees everyone invited and where their access stands, changes a role, removes access (after a confirm) and reads
 * what each person did. Everything is decided by the accounts service; what it refuses is shown in its words.
 */
export function CircleSection() {
  const family = useChildren();
  const circle = useCircle();
  const shared = useShared();
  const invite = useInviteToCircle();
  const update = useUpdateGrant();
  const revoke = useRevokeGrant();
  const toast = useToast();
  const [removing, setRemoving] = useState<CareGrant | null>(null);

  const send = (request: CareInviteRequest, done: () => void) => {
    invite.mutate(request, {
      onSuccess: (grant) => {
        toast.success(`Invitation sent to ${grant.email}.`);
        done();
      },
    });
  };

  const changeRole = (grant: CareGrant, role: CareRole) => {
    update.mutate({ grantId: grant.grantId, patch: { role } }, {
      onSuccess: (changed) => toast.success(`${changed.name} is now a ${ROLE_LABELS[changed.role].toLowerCase()}.`),
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    revoke.mutate(removing.grantId, {
      onSuccess: (grant) => {
        toast.success(`${grant.name} no longer has access.`);
        setRemoving(null);
      },
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  let form;
  if (family.isPending) form = <LoadingBlock label="Loading your children…" />;
  else if (family.isError) form = <p className="form-error" role="alert">{errorMessage(family.error, MESSAGES.serviceUnavailable)}</p>;
  else if (family.data.length === 0) form = <p className="care-note">Add a child first (under “Your children”), then invite someone to help with them.</p>;
  else {
    form = (
      <InviteForm
        family={family.data}
        error={invite.error ? errorMessage(invite.error, MESSAGES.serviceUnavailable) : null}
        busy={invite.isPending}
        onSubmit={send}
      />
    );
  }

  let list;
  if (circle.isPending) list = <LoadingBlock label="Loading your circle…" />;
  else if (circle.isError) list = <p className="form-error" role="alert">{errorMessage(circle.error, MESSAGES.serviceUnavailable)}</p>;
  else if (circle.data.length === 0) list = <p className="muted">Nobody yet. The people you invite show here, with what they did.</p>;
  else {
    list = (
      <ul className="card-list care-list" role="list">
        {circle.data.map((grant) => (
          <GrantCard
            key={grant.grantId}
            grant={grant}
            changing={update.isPending && update.variables?.grantId === grant.grantId}
            onRole={(role) => changeRole(grant, role)}
            onRemove={() => setRemoving(grant)}
          />
        ))}
      </ul>
    );
  }

  const removingChildren = removing ? namesInWords(removing.children.map((child) => child.firstName ?? 'a child')) : '';
  return (
    <section className="account__part circle-section" aria-labelledby="account-circle">
      <h2 id="account-circle" className="account__subtitle">People who help with your children</h2>
      <p>
        Invite a caregiver, tutor, teacher or grandparent to follow your children&apos;s progress. You choose which
        children, what they may do and until when, and you can remove their access at any time.
      </p>
      {shared.data && shared.data.length > 0 && (
        <p className="care-note">
          {namesInWords(shared.data.map((child) => child.firstName ?? 'A child'))} {shared.data.length === 1 ? 'is' : 'are'} shared
          with you by {shared.data.length === 1 ? 'a family' : 'the families'} who invited you: <Link to="/shared">see the children shared with you</Link>.
        </p>
      )}
      {form}
      <section className="circle-section__people" aria-labelledby="account-circle-people">
        <h3 id="account-circle-people" className="care-form__title">Your circle</h3>
        {list}
      </section>
      <Modal
        open={removing !== null}
        onClose={() => (revoke.isPending ? undefined : setRemoving(null))}
        title={removing ? `Remove ${removing.name}'s access?` : 'Remove their access?'}
        description={removing
          ? `${removing.name} can no longer see ${removingChildren || 'your children'} from now on. They stay in this list as revoked, with what they did.`
          : undefined}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)} disabled={revoke.isPending}>Cancel</Button>
            <Button variant="danger" onClick={confirmRemove} loading={revoke.isPending}>Yes, remove access</Button>
          </>
        }
      />
    </section>
  );
}
