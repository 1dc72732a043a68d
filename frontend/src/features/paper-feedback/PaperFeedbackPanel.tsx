import { MESSAGES, type PaperFeedbackState } from '@wonderkin/shared';
import { useId } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { config } from '../../lib/config';
import { getCookie } from '../../lib/cookies';
import { Link } from '../../lib/navigation';
import { usePaperFeedback } from './api/get-paper-feedback';
import { ConsentForm } from './ConsentForm';
import { PaperItemList } from './PaperItemList';
import { PhotoUpload } from './PhotoUpload';
import { VoiceRecorder } from './VoiceRecorder';
import { childsWords, monthsWords } from './words';
import './paper-feedback.css';

/** What the panel says once the server has answered. */
function PanelBody({ creationId, state }: { creationId: string; state: PaperFeedbackState }) {
  if (state.unavailable) return <p className="paper-note">{state.unavailable}</p>;
  const child = state.childName ?? (state.isParent ? 'your child' : 'the child');

  if (!state.consent.given) {
    if (state.isParent) return <ConsentForm creationId={creationId} child={child} defaultMonths={state.consent.retentionMonths} />;
    return <p className="paper-note">Ask {childsWords(state.childName, false)} parent to turn on photos and voice notes.</p>;
  }

  return (
    <>
      {state.isParent && (
        <p className="paper-hint">
          Kept for {monthsWords(state.consent.retentionMonths)}, then deleted. Change this, or delete everything, in <Link to="/account">My Account</Link>.
        </p>
      )}
      {state.canAdd ? (
        <div className="paper-adders">
          <PhotoUpload creationId={creationId} />
          <VoiceRecorder creationId={creationId} child={child} />
        </div>
      ) : (
        <p className="paper-note">You can look at and listen to what {child}&apos;s family and helpers add here.</p>
      )}
      <PaperItemList
        items={state.items}
        canDelete={(item) => state.isParent || item.mine}
        empty={state.canAdd ? 'Nothing added yet. Add a photo or a voice note above.' : 'Nothing added yet.'}
      />
    </>
  );
}

/**
 * Photos and voice notes on a printed book's feedback page (issue 22 §3), below the rating: for the child's family and
 * the helpers and viewers in the child's circle. The parent consents once; then a photo of the finished page and voice
 * notes go to the child's record. Signed out, or for anyone outside the child's circle (404), nothing shows here.
 */
export function PaperFeedbackPanel({ creationId }: { creationId: string }) {
  const titleId = useId();
  // The user-id cookie is a hint: without it nobody is signed in, and nothing is asked.
  const signedIn = Boolean(getCookie(config.userIdCookie));
  const state = usePaperFeedback({ creationId, queryConfig: { enabled: signedIn } });

  if (!signedIn || state.isPending) return null;
  if (state.isError && state.error instanceof ApiError && (state.error.status === 401 || state.error.status === 404)) return null;

  const heading = state.isSuccess
    ? `Photos and voice notes for ${childsWords(state.data.childName, state.data.isParent)} record`
    : 'Photos and voice notes';
  return (
    <section className="paper-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="paper-panel__title">{heading}</h3>
      {state.isSuccess
        ? <PanelBody creationId={creationId} state={state.data} />
        : <p className="form-error" role="alert">{errorMessage(state.error, MESSAGES.serviceUnavailable)}</p>}
    </section>
  );
}
