import { MESSAGES, type CareInvitePreview } from '@wonderkin/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { errorMessage } from '../../lib/api';
import { config } from '../../lib/config';
import { useAcceptInvite } from './api/accept-invite';
import { useInvitePreview } from './api/invite-preview';
import { SharedChildLinks, sharedChildName } from './SharedChildLinks';
import { calendarDay, namesInWords, RELATION_WORDS, ROLE_ALLOWS_WORDS, ROLE_LABELS } from './words';
import './circle.css';

/** The shape the server accepts: anything else is not a link of ours, and is not sent. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** What the invitation gives, before it is accepted. */
function InvitationTerms({ preview }: { preview: CareInvitePreview }) {
  const children = namesInWords(preview.childNames) || 'their children';
  return (
    <div className="care-invite">
      <p className="care-invite__lead">
        Hello {preview.name}. A family invited you, as their {RELATION_WORDS[preview.relation]}, to follow <strong>{children}</strong> on {config.productName}.
      </p>
      <dl className="care-terms">
        <div>
          <dt>Your role</dt>
          <dd><strong>{ROLE_LABELS[preview.role]}</strong>: {ROLE_ALLOWS_WORDS[preview.role]}</dd>
        </div>
        <div>
          <dt>Until</dt>
          <dd>{preview.endsOn ? `The end of ${calendarDay(preview.endsOn)}` : 'The family removes your access (there is no end date)'}</dd>
        </div>
        <div>
          <dt>Sent to</dt>
          <dd>{preview.email}</dd>
        </div>
      </dl>
      <p className="muted">You see only {children}: no other child, nothing else of the family&apos;s account. You can step out any time.</p>
    </div>
  );
}

/**
 * /circle/accept?invite=TOKEN (issue 22): the emailed invitation. The page shows what it gives (the link is not spent by
 * opening it), and accepting signs a signed-out browser in as the invited address, then shows the shared children. A
 * browser signed in as someone else is asked to sign out first; an expired or used link says so in words.
 */
export default function AcceptInvitePage() {
  usePageTitle('Your invitation');
  const [params] = useSearchParams();
  const raw = params.get('invite') ?? '';
  const token = TOKEN.test(raw) ? raw : '';
  const preview = useInvitePreview({ token, queryConfig: { enabled: Boolean(token) } });
  const accept = useAcceptInvite();

  let body;
  if (!token) body = <p className="form-error" role="alert">{MESSAGES.careInviteInvalid}</p>;
  else if (accept.isSuccess) {
    const children = accept.data;
    body = (
      <div className="care-accepted">
        <p className="care-success" role="status">You accepted the invitation.</p>
        {children.length > 0 ? (
          <ul className="card-list care-list" role="list" aria-label="Children shared with you">
            {children.map((child) => (
              <li key={`${child.grantId}-${child.childId}`} className="list-card care-card">
                <h2 className="care-card__name">{sharedChildName(child)}</h2>
                <p className="care-card__line muted">Ages {child.ageRange} · {ROLE_LABELS[child.role]}</p>
                <SharedChildLinks child={child} />
              </li>
            ))}
          </ul>
        ) : <p>The family has not shared a child with you yet.</p>}
        <ButtonLink to="/shared" variant="secondary" block>All children shared with you</ButtonLink>
      </div>
    );
  } else if (preview.isPending) body = <LoadingBlock label="Reading your invitation…" />;
  else if (preview.isError) body = <p className="form-error" role="alert">{errorMessage(preview.error, MESSAGES.careInviteInvalid)}</p>;
  else if (preview.data.signedInAsOther) {
    body = (
      <>
        <InvitationTerms preview={preview.data} />
        <div className="form-error" role="alert">
          <p>
            This browser is signed in with another account. The invitation is for <strong>{preview.data.email}</strong>: sign out,
            then open the link in the email again.
          </p>
        </div>
        <ButtonLink to="/logout" variant="secondary" block>Sign out</ButtonLink>
      </>
    );
  } else {
    body = (
      <>
        <InvitationTerms preview={preview.data} />
        {accept.isError && <p className="form-error" role="alert">{errorMessage(accept.error, MESSAGES.serviceUnavailable)}</p>}
        <Button size="lg" block loading={accept.isPending} onClick={() => accept.mutate(token)}>Accept</Button>
        <p className="muted care-invite__small">Accepting signs you in to {config.productName} as {preview.data.email}.</p>
      </>
    );
  }

  return (
    <PageLayout className="circle-page">
      <section className="section">
        <div className="container circle-page__inner">
          <Card padding="lg" className="circle-page__card">
            <h1 className="circle-page__title">Your invitation</h1>
            {body}
          </Card>
          <p className="muted circle-page__back"><Link to="/ask">Go to {config.productName}</Link></p>
        </div>
      </section>
    </PageLayout>
  );
}
