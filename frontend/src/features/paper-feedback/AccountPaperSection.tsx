import { childName, MESSAGES, type RetentionMonths } from '@wonderkin/shared';
import { useState } from 'react';
import { Button, ConfirmDialog, LoadingBlock } from '../../components';
import { errorMessage } from '../../lib/api';
import { useChildren } from '../../lib/children';
import { useFamilyPaper } from './api/get-family-paper';
import { useSetRetention } from './api/set-retention';
import { useWithdrawConsent } from './api/withdraw-consent';
import { PaperItemList } from './PaperItemList';
import { RetentionSelect, retentionChoice } from './RetentionSelect';
import { monthsWords } from './words';
import './paper-feedback.css';

/**
 * My Account's "Photos and voice notes" (issue 22 §3): how long the family keeps them (every deletion date moves with
 * a change), every photo and voice note of its children with its day of deletion, each deleted on its own, and the
 * consent withdrawn with everything deleted at once. Turned on only from a printed book's page.
 */
export function AccountPaperSection() {
  const family = useFamilyPaper();
  const children = useChildren();
  const retention = useSetRetention();
  const withdraw = useWithdrawConsent();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');

  const changeMonths = (months: RetentionMonths) => {
    setStatus('');
    retention.mutate(months, {
      onSuccess: (consent) => setStatus(`Saved: photos and voice notes are now kept for ${monthsWords(consent.retentionMonths)}. The dates below have moved with it.`),
    });
  };
  const turnOff = () => {
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setStatus('Photos and voice notes are off, and every one of them is deleted.');
      },
    });
  };
  const nameOf = (childId: string) => {
    const child = children.data?.find((each) => each.childId === childId);
    return child ? childName(child) : undefined;
  };

  let body;
  if (family.isPending) body = <LoadingBlock label="Loading photos and voice notes…" />;
  else if (family.isError) body = <p className="form-error" role="alert">{errorMessage(family.error, MESSAGES.serviceUnavailable)}</p>;
  else if (!family.data.consent.given) {
    body = <p className="paper-note">Photos and voice notes are off. You can turn them on from the page a printed book&apos;s QR code opens.</p>;
  } else {
    body = (
      <>
        <p>
          Photos of finished pages and voice notes from your printed books, in your children&apos;s records. Only your family
          and the people you invited see them.
        </p>
        <RetentionSelect
          id="account-paper-months"
          value={retentionChoice(retention.isPending ? retention.variables : family.data.consent.retentionMonths)}
          onChange={changeMonths}
          disabled={retention.isPending}
        />
        {retention.error && <p className="form-error" role="alert">{errorMessage(retention.error, MESSAGES.serviceUnavailable)}</p>}
        <PaperItemList
          items={family.data.items}
          canDelete={() => true}
          childNameOf={(item) => nameOf(item.childId)}
          empty="Nothing yet. Photos and voice notes added on a printed book's page show here."
        />
        <div>
          <Button
            variant="danger"
            onClick={() => {
              withdraw.reset();
              setConfirming(true);
            }}
          >
            Turn off and delete all
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="account__part paper-account" aria-labelledby="account-paper">
      <h2 id="account-paper" className="account__subtitle">Photos and voice notes</h2>
      {body}
      <p className="paper-status" role="status">{status}</p>
      <ConfirmDialog
        title={confirming ? 'Turn off photos and voice notes?' : null}
        description="Every photo and voice note of your children is deleted at once, and nothing more can be added until you turn them on again on a printed book's page. This cannot be undone."
        confirmLabel="Yes, turn off and delete all"
        busy={withdraw.isPending}
        error={withdraw.error ? errorMessage(withdraw.error, MESSAGES.serviceUnavailable) : null}
        onConfirm={turnOff}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
