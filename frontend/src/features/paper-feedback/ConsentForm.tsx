import { MESSAGES, VOICE_NOTE_MAX_SECONDS, type RetentionMonths } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { useGiveConsent } from './api/give-consent';
import { RetentionSelect, retentionChoice } from './RetentionSelect';

export interface ConsentFormProps {
  creationId: string;
  /** "Maya" (or "your child"). */
  child: string;
  /** The months offered first (the server's default, or what the family chose before). */
  defaultMonths: number;
}

/** The parent's consent, given once for the family: what is kept, for how long, who sees it, how it is deleted. */
export function ConsentForm({ creationId, child, defaultMonths }: ConsentFormProps) {
  const id = useId();
  const [months, setMonths] = useState<RetentionMonths>(() => retentionChoice(defaultMonths));
  const [agreed, setAgreed] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const consent = useGiveConsent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnticked(!agreed);
    if (!agreed) return;
    consent.mutate({ creationId, retentionMonths: months });
  };

  const error = unticked ? MESSAGES.paperConsentRequired : consent.error ? errorMessage(consent.error, MESSAGES.serviceUnavailable) : null;
  return (
    <form className="framed-box paper-consent" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <p id={`${id}-title`} className="paper-add__title">Turn on photos and voice notes</p>
      <ul className="paper-consent__terms">
        <li>We keep a photo of the finished page and voice notes of up to {VOICE_NOTE_MAX_SECONDS} seconds in {child}&apos;s record.</li>
        <li>Children&apos;s faces and voices are personal information, so we ask you first.</li>
        <li>They are kept for the months you choose, then deleted.</li>
        <li>Only your family and the people you invited to help with {child} can see and hear them.</li>
        <li>Where we use an AI service to write down what a voice note says or to describe a photo, the file is sent to it for that alone.</li>
        <li>You can delete any of them, or all of them, at any time in My Account.</li>
      </ul>
      <RetentionSelect id={`${id}-months`} value={months} onChange={setMonths} disabled={consent.isPending} />
      <label className="paper-check">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={unticked || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setUnticked(false);
          }}
        />
        I agree
      </label>
      {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
      <div>
        <Button type="submit" loading={consent.isPending}>Save</Button>
      </div>
    </form>
  );
}
