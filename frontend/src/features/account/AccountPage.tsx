import { MESSAGES } from '@wonderkin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Card, LoadingBlock, Modal, PageLayout, usePageTitle, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { config } from '../../lib/config';
import { deleteCookie } from '../../lib/cookies';
import { ACCOUNT_EXPORT_URL, useDeleteAccount, useMe } from './AccountPage.api';
import { PhoneSection } from './PhoneSection';
import './account.css';

/**
 * /account (issue 8, "Your data"): the signed-in user downloads everything we hold for them as JSON, or deletes the
 * account, after a confirm dialog. Signed out, it asks them to sign in. Who is signed in comes from the server session
 * (GET /api/me), never from the user-id cookie (only a hint).
 * `family`: the "Your children" section (issue 11), shown to a signed-in parent; it belongs to the children feature,
 * so the router composes it in (features never import one another).
 */
export default function AccountPage({ family }: { family?: ReactNode } = {}) {
  usePageTitle('My account');
  const me = useMe();
  const removal = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();

  const onDelete = () => {
    removal.mutate(undefined, {
      onSuccess: ({ message }) => {
        deleteCookie(config.userIdCookie);
        queryClient.clear();
        setConfirming(false);
        toast.success(message);
        navigate('/', { replace: true });
      },
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.accountDeleteFailed)),
    });
  };

  let body;
  if (me.isPending) body = <LoadingBlock />;
  else if (me.isError) body = <p className="form-error account__error" role="alert">{errorMessage(me.error, MESSAGES.serviceUnavailable)}</p>;
  else if (!me.data.signedIn) {
    body = (
      <>
        <p>{MESSAGES.signInRequired}</p>
        <ButtonLink to="/login" size="lg" block>Log In</ButtonLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="muted">
          Signed in as <strong>{me.data.email}</strong>.
        </p>
        {family}
        <PhoneSection />
        <section className="account__part" aria-labelledby="account-download">
          <h2 id="account-download" className="account__subtitle">Your data</h2>
          <p>
            One JSON file with everything {config.productName} holds for you: your account, your children&apos;s profiles
            and their progress (quiz answers and review cards), your weekly-lesson subscription, your questions and
            lessons, your creations (with links to their files) and your feedback.
          </p>
          <ButtonLink href={ACCOUNT_EXPORT_URL} download variant="secondary" block>Download my data</ButtonLink>
        </section>
        <section className="account__part" aria-labelledby="account-delete">
          <h2 id="account-delete" className="account__subtitle">Delete my account</h2>
          <p>
            This deletes your account and, in every part of {config.productName}, your children&apos;s profiles and
            their progress, your questions, lessons, creations and their files, feedback and weekly-lesson subscription.
            It cannot be undone.
          </p>
          <Button variant="danger" block onClick={() => setConfirming(true)}>Delete my account</Button>
        </section>
      </>
    );
  }

  return (
    <PageLayout className="account">
      <section className="section">
        <div className="container account__inner">
          <Card padding="lg" className="account__card">
            <h1 className="account__title">My account</h1>
            {body}
            <p className="muted account__back"><Link to="/ask">Back to asking questions</Link></p>
          </Card>
        </div>
      </section>
      <Modal
        open={confirming}
        onClose={() => (removal.isPending ? undefined : setConfirming(false))}
        title="Delete your account?"
        description="Everything goes: your account, your children's profiles and their progress, questions, lessons, creations, feedback and weekly lessons. This cannot be undone."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={removal.isPending}>Cancel</Button>
            <Button variant="danger" onClick={onDelete} loading={removal.isPending}>
              {removal.isPending ? 'Deleting...' : 'Yes, delete everything'}
            </Button>
          </>
        }
      >
        <p>Download your data first if you want to keep a copy.</p>
      </Modal>
    </PageLayout>
  );
}
