import { MESSAGES, SubscribeRequestSchema } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { Button } from '../../components';
import { generateLead } from '../../lib/analytics';
import { errorMessage } from '../../lib/api';
import { useSignedInEmail } from '../../lib/session';
import { useSubscribe } from './api/subscribe';
import { EXIT_INTENT_KEY } from './useExitIntent';
import { setSessionFlag } from './useSessionFlag';

const EmailSchema = SubscribeRequestSchema.pick({ email: true });
const TimezoneSchema = SubscribeRequestSchema.shape.timezone;

/** The browser's IANA time zone when the API accepts it (the weekly email then arrives in its morning). */
function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parsed = TimezoneSchema.safeParse(zone);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface SignupFormProps {
  /** The form's accessible name (several sign-up forms share the page). */
  formLabel: string;
  buttonLabel?: string;
  variant?: 'hero' | 'bar' | 'modal';
  /** Keeps the label for screen readers only (the compact bottom bar). */
  hideLabel?: boolean;
  /** Focus the email field when the form appears (the exit-intent modal). */
  autoFocus?: boolean;
}

/**
 * Email sign-up for the free weekly lessons (spec §2 /free, §4 landing forms): a bad or blank email gets the spec's
 * message without a request; otherwise the form is disabled, POST /api/subscribe, a generate_lead event (1 USD, the
 * email's domain), then /subscription?id=<the answer's reference>.
 */
export function SignupForm({ formLabel, buttonLabel = 'Get Free Lessons', variant = 'hero', hideLabel, autoFocus }: SignupFormProps) {
  // A signed-in parent finds their own address in the form until they type (then it is what they typed).
  const signedInEmail = useSignedInEmail();
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? signedInEmail ?? '';
  const [invalid, setInvalid] = useState<string | null>(null);
  const subscription = useSubscribe();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  // Disabled from the submit until the next page shows (also after success, while navigating).
  const busy = subscription.isPending || subscription.isSuccess;
  const error = invalid ?? (subscription.isError ? errorMessage(subscription.error, MESSAGES.researchFailed) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = EmailSchema.safeParse({ email });
    if (!parsed.success) {
      subscription.reset();
      setInvalid(MESSAGES.invalidEmail);
      return;
    }
    setInvalid(null);
    const address = parsed.data.email;
    subscription.mutate(
      { email: address, timezone: browserTimeZone() },
      {
        onSuccess: (answer) => {
          generateLead(address);
          // Subscribed: no "before you go" sign-up for the rest of the visit.
          setSessionFlag(EXIT_INTENT_KEY);
          navigate(`/subscription?id=${encodeURIComponent(answer.id)}`);
        },
      },
    );
  };

  return (
    // noValidate: the spec's message (§5) instead of the browser's bubble; the input stays type=email + required.
    <form className={`signup-form signup-form--${variant}`} aria-label={formLabel} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'signup-form__label'}>
        Email address
      </label>
      <div className="signup-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(null);
            if (subscription.isError) subscription.reset();
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          data-autofocus={autoFocus || undefined}
        />
        <Button type="submit" variant={variant === 'bar' ? 'accent' : 'primary'} size={variant === 'bar' ? 'md' : 'lg'} loading={busy}>
          {busy ? 'Signing you up...' : buttonLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="form-error signup-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
