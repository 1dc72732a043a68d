import { MESSAGES } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../components';
import { generateLead } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { useRegister } from '../../lib/auth';

export type RegisterReason = 'reports';

const COPY: Record<RegisterReason, { title: string; description: string; modalType: string }> = {
  reports: {
    title: 'Save your reports',
    description: 'Enter your email to save every lesson you create and find your previous questions again.',
    modalType: 'save_reports',
  },
};

/** Maps a registration failure to the spec's words (§8): server text, else 'Registration failed.' / 'Failed to register.'. */
export function registrationError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    // The server answered OK but without a user id.
    if (error.status >= 200 && error.status < 300) return MESSAGES.registrationFailed;
  }
  return MESSAGES.registerFailed;
}

export interface RegisterDialogProps {
  open: boolean;
  reason: RegisterReason;
  onClose: () => void;
  /** This browser is signed in as the account already: the parent stores the user id and moves the current ask. */
  onRegistered: (userId: string, email: string) => void;
  /** A one-time link went to the address (how registering and signing in finish); the dialog's job is done. */
  onLinkSent: (email: string, mailbox?: string) => void;
}

export function RegisterDialog({ open, reason, onClose, onRegistered, onLinkSent }: RegisterDialogProps) {
  const copy = COPY[reason];
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const registration = useRegister();
  const error = invalid ? MESSAGES.invalidEmail : registration.error ? registrationError(registration.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      registration.reset();
      setInvalid(true);
      return;
    }
    setInvalid(false);
    registration.mutate(value, {
      onSuccess: (answer) => {
        generateLead(value);
        if (!('userId' in answer)) {
          setEmail('');
          onLinkSent(value, answer.mailbox);
          return;
        }
        setEmail('');
        onRegistered(answer.userId, value);
      },
    });
  };

  return (
    <Modal open={open} onClose={onClose} title={copy.title} description={copy.description} modalType={copy.modalType} size="sm">
      <form className="register-form" onSubmit={submit} noValidate>
        <label htmlFor={emailId}>Email address</label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          data-autofocus
        />
        {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
        <div className="register-form__actions">
          <Button type="submit" loading={registration.isPending} block>Save my lessons</Button>
          <Button variant="ghost" onClick={onClose} block>Maybe later</Button>
        </div>
      </form>
    </Modal>
  );
}
